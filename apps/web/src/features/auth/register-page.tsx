import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@zina/shared/messages';
import { RegisterSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard } from '../../components/form-card';
import { EMAIL_INPUT, FormField, PasswordField } from '../../components/form-field';
import { StrengthMeter } from '../../components/password-strength';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePasswordEstimator } from '../../lib/use-password-estimator';
import { useRevalidateOn, useZodForm } from '../../lib/use-zod-form';
import { register } from './api/register';
import { GoogleButton, OrDivider } from './google-button';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

/** The schema compares the passwords only once the other fields are valid: say it at once. */
const RegisterFormSchema = RegisterSchema.refine(
  (v) => !v.confirmPassword || v.confirmPassword === v.password,
  { message: MSG.passwordsMismatch, path: ['confirmPassword'], when: () => true },
);

/** SPEC.md §4–5 Register: all four fields to enable submit; on success go to /login. */
export default function RegisterPage() {
  useDocumentTitle('Créer un compte');
  const navigate = useNavigate();
  const form = useZodForm(RegisterFormSchema, EMPTY);
  // Re-checks once the estimator is there: until then no password is strong enough.
  useRevalidateOn(form, usePasswordEstimator());
  const { values } = form;
  const filled = Object.values(values).every((v) => v !== '');

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (body) => {
      toast.success(body.message || 'Compte créé avec succès');
      form.reset();
      void navigate('/login');
    },
    onError: handleApiError,
  });

  const onSubmit = form.submitTo(mutation);

  return (
    <FormCard
      title="Créer un compte"
      subtitle="Rejoignez Zina et suivez vos commandes en un clin d'œil."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="Nom complet" autoComplete="name" control={form.control} name="name" />
        <FormField {...EMAIL_INPUT} control={form.control} name="email" />
        <div>
          <FormField
            input={PasswordField}
            label="Mot de passe"
            autoComplete="new-password"
            control={form.control}
            name="password"
          />
          <StrengthMeter password={values.password} />
        </div>
        <FormField
          input={PasswordField}
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          control={form.control}
          name="confirmPassword"
        />
        <Button type="submit" disabled={!filled || mutation.isPending} className="mt-2 w-full">
          {!filled
            ? 'Veuillez remplir tous les champs'
            : mutation.isPending
              ? 'Création...'
              : 'Créer mon compte'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-stone-600">
        Déjà un compte ?{' '}
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Se connecter
        </Link>
      </p>
    </FormCard>
  );
}
