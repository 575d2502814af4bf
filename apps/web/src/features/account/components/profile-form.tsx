import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { UpdateUserSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../../api/errors';
import { fetchUserDetails } from '../../../api/session';
import { Button } from '../../../components/button';
import { PasswordField, TextField } from '../../../components/form-field';
import { StrengthMeter } from '../../../components/password-strength';
import { fieldErrors } from '../../../lib/field-errors';
import { useSession, type SessionUser } from '../../../lib/session-store';
import { usePasswordEstimator } from '../../../lib/use-password-estimator';
import { updateUser } from '../api/update-user';

type Field = 'name' | 'email' | 'mobile' | 'currentPassword' | 'newPassword' | 'confirmPassword';
const REQUIRED: Field[] = ['name', 'email', 'mobile'];
const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC.md §2/§5 profile form: name, e-mail and mobile, all required; then the user re-fetched.
 * A new e-mail or a new password asks for the current password, as the server does.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: user.email,
    mobile: formatMoroccanPhone(user.mobile),
    ...NO_PASSWORDS,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  usePasswordEstimator();
  const changingPassword = values.newPassword !== '';
  const needsCurrent =
    changingPassword || values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const parsed = UpdateUserSchema.safeParse({
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
    ...(changingPassword
      ? { newPassword: values.newPassword, confirmPassword: values.confirmPassword }
      : {}),
  });
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  const filled =
    REQUIRED.every((f) => values[f].trim() !== '') &&
    (!needsCurrent || values.currentPassword !== '') &&
    (!changingPassword || values.confirmPassword !== '');

  const mutation = useMutation({
    mutationFn: updateUser,
    onSuccess: async (body) => {
      toast.success(body.message || 'Profil mis à jour avec succès');
      setTouched({});
      setValues((v) => ({ ...v, ...NO_PASSWORDS }));
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
    setTouched(Object.fromEntries(Object.keys(values).map((f) => [f, true])));
    if (parsed.success && !mutation.isPending) mutation.mutate(parsed.data);
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: touched[field] ? errors[field] : undefined,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField label="Nom complet" autoComplete="name" required {...bind('name')} />
      <TextField
        label="Adresse email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...bind('email')}
      />
      <TextField
        label="Numéro de téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="06 12 34 56 78"
        required
        {...bind('mobile')}
      />
      <div>
        <PasswordField
          label="Nouveau mot de passe (facultatif)"
          autoComplete="new-password"
          {...bind('newPassword')}
        />
        {changingPassword && <StrengthMeter password={values.newPassword} />}
      </div>
      {changingPassword && (
        <PasswordField
          label="Confirmer le nouveau mot de passe"
          autoComplete="new-password"
          required
          {...bind('confirmPassword')}
        />
      )}
      {needsCurrent && (
        <div>
          <PasswordField
            label="Mot de passe actuel"
            autoComplete="current-password"
            required
            {...bind('currentPassword')}
          />
          <p className="mt-1 text-xs text-stone-600">
            Requis pour modifier votre email ou votre mot de passe.
          </p>
        </div>
      )}
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
