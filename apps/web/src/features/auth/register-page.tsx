import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@zina/shared/messages';
import { RegisterSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/form-field';
import { StrengthMeter } from '../../components/password-strength';
import { fieldErrors } from '../../lib/field-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePasswordEstimator } from '../../lib/use-password-estimator';
import { register } from './api/register';
import { AuthCard } from './auth-card';
import { GoogleButton, OrDivider } from './google-button';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { name: '', email: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as Field[];

/** SPEC.md §4–5 Register: all four fields to enable submit; on success go to /login. */
export default function RegisterPage() {
  useDocumentTitle('Créer un compte');
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // Re-renders once the estimator is there: until then no password is strong enough.
  usePasswordEstimator();

  const parsed = RegisterSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
  // The schema compares the passwords only once the other fields are valid: say it at once.
  if (values.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword ??= MSG.passwordsMismatch;
  }
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const filled = FIELDS.every((f) => values[f] !== '');

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (body) => {
      toast.success(body.message || 'Compte créé avec succès');
      setValues(EMPTY);
      setTouched({});
      void navigate('/login');
    },
    onError: handleApiError,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, password: true, confirmPassword: true });
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
    <AuthCard
      title="Créer un compte"
      subtitle="Rejoignez Zina et suivez vos commandes en un clin d'œil."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="Nom complet" autoComplete="name" {...bind('name')} />
        <TextField
          label="Adresse email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@exemple.com"
          {...bind('email')}
        />
        <div>
          <PasswordField label="Mot de passe" autoComplete="new-password" {...bind('password')} />
          <StrengthMeter password={values.password} />
        </div>
        <PasswordField
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          {...bind('confirmPassword')}
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
    </AuthCard>
  );
}
