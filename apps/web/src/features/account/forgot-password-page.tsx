import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard, linkClass } from '../../components/form-card';
import { EMAIL_INPUT, FormField } from '../../components/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { forgotPassword } from './api/forgot-password';

/** SPEC.md §4–5 Forgot password: e-mail required; then the code step, carrying the address. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const navigate = useNavigate();
  const form = useZodForm(ForgotPasswordSchema, { email: '' });
  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (body, payload) => {
      if (body.message) toast.success(body.message);
      void navigate('/verification-otp', { state: { email: payload.email } });
    },
    onError: handleApiError,
  });

  const onSubmit = form.submitTo(mutation);

  return (
    <FormCard
      icon={KeyRound}
      title="Mot de passe oublié"
      subtitle="Indiquez l'adresse email de votre compte : nous vous enverrons un code de vérification à 6 chiffres."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField {...EMAIL_INPUT} required control={form.control} name="email" />
        <Button
          type="submit"
          disabled={!form.values.email.trim() || mutation.isPending}
          className="w-full"
        >
          {mutation.isPending ? 'Envoi...' : 'Envoyer le code'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        Vous vous en souvenez ?{' '}
        <Link to="/login" className={linkClass}>
          Retour à la connexion
        </Link>
      </p>
    </FormCard>
  );
}
