import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api/forgot-password';
import { AccountCard, linkClass } from './components/account-card';

/** SPEC.md §4–5 Forgot password: e-mail required; then the code step, carrying the address. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = ForgotPasswordSchema.safeParse({ email });
  const error = !touched || parsed.success ? undefined : fieldErrors(parsed.error).email;

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: (body, payload) => {
      if (body.message) toast.success(body.message);
      void navigate('/verification-otp', { state: { email: payload.email } });
    },
    onError: handleApiError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success && !mutation.isPending) mutation.mutate(parsed.data);
  };

  return (
    <AccountCard
      icon={KeyRound}
      title="Mot de passe oublié"
      subtitle="Indiquez l'adresse email de votre compte : nous vous enverrons un code de vérification à 6 chiffres."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Adresse email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@exemple.com"
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" disabled={!email.trim() || mutation.isPending} className="w-full">
          {mutation.isPending ? 'Envoi...' : 'Envoyer le code'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        Vous vous en souvenez ?{' '}
        <Link to="/login" className={linkClass}>
          Retour à la connexion
        </Link>
      </p>
    </AccountCard>
  );
}
