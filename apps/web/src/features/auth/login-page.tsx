import { useMutation } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard, linkClass } from '../../components/form-card';
import { EMAIL_INPUT, FormField, PasswordField } from '../../components/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { login } from './api/login';
import { GoogleButton, OrDivider } from './google-button';
import { googleNotice } from './google-notice';
import { originPath } from './origin-path';

const EMPTY = { email: '', password: '' };

/** SPEC.md §4–5 Login. Navigation state may carry `from` (where to return) and `message`. */
export default function LoginPage() {
  useDocumentTitle('Connexion');
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { from?: unknown; message?: unknown };
  const [params] = useSearchParams();
  const notice =
    typeof state.message === 'string' && state.message ? state.message : googleNotice(params);
  const form = useZodForm(LoginSchema, EMPTY);
  const filled = form.values.email !== '' && form.values.password !== '';

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (body) => {
      toast.success(body.message || 'Connexion réussie');
      form.reset();
      void navigate(originPath(state.from), { replace: true });
    },
    onError: handleApiError,
  });

  // The schema trims and lowercases the e-mail before it is sent.
  const onSubmit = form.submitTo(mutation);

  return (
    <FormCard title="Connexion" subtitle="Heureux de vous revoir chez Zina.">
      {notice && (
        <p
          role="status"
          className="mb-5 flex gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
        >
          <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
          {notice}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField {...EMAIL_INPUT} control={form.control} name="email" />
        <FormField
          input={PasswordField}
          label="Mot de passe"
          autoComplete="current-password"
          control={form.control}
          name="password"
        />
        <Link to="/forgot-password" className={`-mt-1 self-end text-sm ${linkClass}`}>
          Mot de passe oublié ?
        </Link>
        <Button type="submit" disabled={!filled || mutation.isPending} className="mt-1 w-full">
          {!filled
            ? 'Veuillez remplir tous les champs'
            : mutation.isPending
              ? 'Connexion...'
              : 'Se connecter'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton />
      <p className="mt-6 text-center text-sm text-stone-600">
        Pas encore de compte ?{' '}
        <Link to="/register" className={linkClass}>
          Créer un compte
        </Link>
      </p>
    </FormCard>
  );
}
