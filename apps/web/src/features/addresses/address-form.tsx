import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { formatMoroccanPhone } from '@zina/shared/phone';
import {
  ADDRESS_MSG,
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '@zina/shared/schemas/address';
import { handleApiError } from '../../api/errors';
import { TextField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';
import { createAddress } from './api/create-address';
import { updateAddress } from './api/update-address';
import { FormActions } from '../../components/form-actions';

type Field = keyof AddressInput;
const FIELDS: Field[] = ['adresse', 'ville', 'telephone'];

interface Props {
  /** The address being edited; none to create one. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/**
 * SPEC.md §5 address form: adresse, ville, telephone all required. The city comes from the list
 * of Moroccan cities, free text still allowed; the telephone must be a Moroccan number, checked
 * here with the server's own rule before anything is sent.
 */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const citiesId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    adresse: address?.adresse ?? '',
    ville: address?.ville ?? '',
    telephone: address ? formatMoroccanPhone(address.telephone) : '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const parsed = AddressInputSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);

  const mutation = useMutation({
    mutationFn: (input: AddressInput) =>
      address ? updateAddress({ ...input, _id: address._id }) : createAddress(input),
    onSuccess: async (body) => {
      toast.success(body.message || (address ? ADDRESS_MSG.updated : ADDRESS_MSG.created));
      await queryClient.invalidateQueries({ queryKey: ['addresses'] });
      if (body.data) onSaved(body.data);
    },
    onError: handleApiError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ adresse: true, ville: true, telephone: true });
    if (parsed.success && !mutation.isPending) mutation.mutate(parsed.data);
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    required: true,
    error: touched[field] ? errors[field] : undefined,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  const busyLabel = address ? 'Mise à jour...' : 'Création...';
  const label = address ? "Mettre à jour l'adresse" : "Ajouter l'adresse";
  const complete = FIELDS.every((f) => values[f].trim() !== '');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Adresse" autoComplete="street-address" {...bind('adresse')} />
      <TextField
        label="Ville"
        list={citiesId}
        autoComplete="address-level2"
        placeholder="Choisissez ou saisissez une ville"
        {...bind('ville')}
      />
      <datalist id={citiesId}>
        {MOROCCAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextField
        label="Téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="06 12 34 56 78"
        {...bind('telephone')}
      />
      <FormActions
        onCancel={onCancel}
        busy={mutation.isPending}
        submitLabel={mutation.isPending ? busyLabel : label}
        submitDisabled={!complete || mutation.isPending}
      />
    </form>
  );
}
