import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { UpdateUserSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../../api/errors';
import { fetchUserDetails } from '../../../api/session';
import { Button } from '../../../components/button';
import { FormField, PHONE_INPUT, PasswordField } from '../../../components/form-field';
import { StrengthMeter } from '../../../components/password-strength';
import { useSession, type SessionUser } from '../../../lib/session-store';
import { usePasswordEstimator } from '../../../lib/use-password-estimator';
import { useRevalidateOn, useZodForm } from '../../../lib/use-zod-form';
import { updateUser } from '../api/update-user';

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Values = { name: string; email: string; mobile: string } & typeof NO_PASSWORDS;

const changingPassword = (v: Values) => v.newPassword !== '';
const needsCurrent = (v: Values, user: SessionUser) =>
  changingPassword(v) || v.email.trim().toLowerCase() !== user.email.toLowerCase();

/** What the schema checks: the password fields only when they are asked. */
const toInput = (v: Values, user: SessionUser) => ({
  name: v.name,
  email: v.email,
  mobile: v.mobile,
  ...(needsCurrent(v, user) ? { currentPassword: v.currentPassword } : {}),
  ...(changingPassword(v)
    ? { newPassword: v.newPassword, confirmPassword: v.confirmPassword }
    : {}),
});

/**
 * SPEC.md §2/§5 profile form: name, e-mail and mobile, all required; then the user re-fetched.
 * A new e-mail or a new password asks for the current password, as the server does.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useZodForm(
    UpdateUserSchema,
    {
      name: user.name,
      email: user.email,
      mobile: formatMoroccanPhone(user.mobile),
      ...NO_PASSWORDS,
    } satisfies Values,
    { prepare: (v) => toInput(v, user) },
  );
  const { values } = form;
  // Re-checks once the estimator is there: until then no password is strong enough.
  useRevalidateOn(form, usePasswordEstimator());
  const changing = changingPassword(values);
  const needsCurrentPassword = needsCurrent(values, user);
  const filled =
    [values.name, values.email, values.mobile].every((v) => v.trim() !== '') &&
    (!needsCurrentPassword || values.currentPassword !== '') &&
    (!changing || values.confirmPassword !== '');

  const mutation = useMutation({
    mutationFn: updateUser,
    onSuccess: async (body) => {
      toast.success(body.message || 'Profil mis à jour avec succès');
      form.reset({ ...form.getValues(), ...NO_PASSWORDS });
      try {
        useSession.getState().setUserDetails(await fetchUserDetails());
      } catch (error) {
        handleApiError(error);
      }
    },
    onError: handleApiError,
  });

  const onSubmit = form.submitTo(mutation);
  const field = { control: form.control };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Nom complet" autoComplete="name" required {...field} name="name" />
      <FormField
        label="Adresse email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...field}
        name="email"
      />
      <FormField label="Numéro de téléphone" {...PHONE_INPUT} required {...field} name="mobile" />
      <div>
        <FormField
          input={PasswordField}
          label="Nouveau mot de passe (facultatif)"
          autoComplete="new-password"
          {...field}
          name="newPassword"
        />
        {changing && <StrengthMeter password={values.newPassword} />}
      </div>
      {changing && (
        <FormField
          input={PasswordField}
          label="Confirmer le nouveau mot de passe"
          autoComplete="new-password"
          required
          {...field}
          name="confirmPassword"
        />
      )}
      {needsCurrentPassword && (
        <div>
          <FormField
            input={PasswordField}
            label="Mot de passe actuel"
            autoComplete="current-password"
            required
            {...field}
            name="currentPassword"
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
