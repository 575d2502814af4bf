import { useId } from 'react';
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
import { FormField, PHONE_INPUT } from '../../components/form-field';
import { useZodForm } from '../../lib/use-zod-form';
import { createAddress } from './api/create-address';
import { updateAddress } from './api/update-address';
import { FormActions } from '../../components/form-actions';

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
  const form = useZodForm(AddressInputSchema, {
    adresse: address?.adresse ?? '',
    ville: address?.ville ?? '',
    telephone: address ? formatMoroccanPhone(address.telephone) : '',
  });

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

  const onSubmit = form.submitTo(mutation);
  const field = { control: form.control, required: true };

  const busyLabel = address ? 'Mise à jour...' : 'Création...';
  const label = address ? "Mettre à jour l'adresse" : "Ajouter l'adresse";
  const complete = Object.values(form.values).every((v) => v.trim() !== '');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Adresse" autoComplete="street-address" {...field} name="adresse" />
      <FormField
        label="Ville"
        list={citiesId}
        autoComplete="address-level2"
        placeholder="Choisissez ou saisissez une ville"
        {...field}
        name="ville"
      />
      <datalist id={citiesId}>
        {MOROCCAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <FormField label="Téléphone" {...PHONE_INPUT} {...field} name="telephone" />
      <FormActions
        onCancel={onCancel}
        busy={mutation.isPending}
        submitLabel={mutation.isPending ? busyLabel : label}
        submitDisabled={!complete || mutation.isPending}
      />
    </form>
  );
}
