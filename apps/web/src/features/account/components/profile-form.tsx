import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { UpdateUserSchema, type UpdateUserInput } from '@zina/shared/schemas/user';
import { handleApiError } from '../../../api/errors';
import { fetchUserDetails } from '../../../api/session';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { fieldErrors } from '../../../lib/field-errors';
import { useSession, type SessionUser } from '../../../lib/session-store';
import { updateUser } from '../api/update-user';

type Field = keyof UpdateUserInput;
const FIELDS: Field[] = ['name', 'email', 'mobile'];

/** SPEC.md §2/§5 profile form: name, e-mail and mobile, all required; then the user re-fetched. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: user.email,
    mobile: formatMoroccanPhone(user.mobile),
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const parsed = UpdateUserSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  const filled = FIELDS.every((f) => values[f].trim() !== '');

  const mutation = useMutation({
    mutationFn: updateUser,
    onSuccess: async (body) => {
      toast.success(body.message || 'Profil mis à jour avec succès');
      setTouched({});
      try {
        useSession.getState().setUserDetails(await fetchUserDetails());
      } catch (error) {
        handleApiError(error);
      }
    },
    onError: handleApiError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, mobile: true });
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

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Nom complet" autoComplete="name" {...bind('name')} />
      <TextField
        label="Adresse email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...bind('email')}
      />
      <TextField
        label="Numéro de téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="06 12 34 56 78"
        {...bind('mobile')}
      />
      <Button
        type="submit"
        disabled={!filled || mutation.isPending}
        className="mt-2 w-full sm:w-auto sm:self-end"
      >
        {mutation.isPending ? 'Mise à jour...' : 'Mettre à jour le profil'}
      </Button>
    </form>
  );
}
