import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/form-field';
import { fieldErrors } from '../../lib/field-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { login } from './api/login';
import { AuthCard } from './auth-card';
import { GoogleButton, OrDivider } from './google-button';
import { googleNotice } from './google-notice';
import { originPath } from './origin-path';

type Field = 'email' | 'password';
const EMPTY: Record<Field, string> = { email: '', password: '' };

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** SPEC.md §4–5 Login. Navigation state may carry `from` (where to return) and `message`. */
export default function LoginPage() {
  useDocumentTitle('Connexion');
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { from?: unknown; message?: unknown };
  const [params] = useSearchParams();
  const notice =
    typeof state.message === 'string' && state.message ? state.message : googleNotice(params);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  const parsed = LoginSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const filled = values.email !== '' && values.password !== '';

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (body) => {
      toast.success(body.message || 'Connexion réussie');
      setValues(EMPTY);
      setTouched({});
      void navigate(originPath(state.from), { replace: true });
    },
    onError: handleApiError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    // The schema trims and lowercases the e-mail before it is sent.
    if (parsed.success && !mutation.isPending) mutation.mutate(parsed.data);
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: shown(field),
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  return (
    <AuthCard title="Connexion" subtitle="Heureux de vous revoir chez Zina.">
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
        <TextField
          label="Adresse email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@exemple.com"
          {...bind('email')}
        />
        <PasswordField label="Mot de passe" autoComplete="current-password" {...bind('password')} />
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
    </AuthCard>
  );
}
