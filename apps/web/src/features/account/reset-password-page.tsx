import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, LockKeyhole, XCircle } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MSG } from '@zina/shared/messages';
import { ResetPasswordSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard, linkClass } from '../../components/form-card';
import { PasswordField } from '../../components/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api/reset-password';
import { PasswordChecklist, StrengthMeter } from '../../components/password-strength';
import { usePasswordEstimator } from '../../lib/use-password-estimator';
import { useRevalidateOn, useZodForm } from '../../lib/use-zod-form';
import { readState } from './navigation-state';
import { EMPTY_RESET, PASSWORD_CHANGED, resetProblem, type ResetValues } from './reset-rules';

/** SPEC.md §2/§4 reset screen: only after the code step succeeded, else back to /. */
export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const { state } = useLocation();
  const { success, email, resetToken } = readState(state);
  if (!success || !email || !resetToken) return <Navigate to="/" replace />;
  return <ResetForm email={email} resetToken={resetToken} />;
}

function ResetForm({ email, resetToken }: { email: string; resetToken: string }) {
  const navigate = useNavigate();
  const form = useZodForm(ResetPasswordSchema, EMPTY_RESET, {
    prepare: (v) => ({ email, resetToken, ...v }),
  });
  const { values } = form;
  // Re-checks once the estimator is there: until then no password is strong enough.
  useRevalidateOn(form, usePasswordEstimator());
  const filled = values.newPassword !== '' && values.confirmPassword !== '';
  const problem = resetProblem(values);
  const canSubmit = filled && problem === null;
  const matches = values.newPassword === values.confirmPassword;

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(PASSWORD_CHANGED);
      form.reset();
      void navigate('/login', { replace: true });
    },
    onError: handleApiError,
  });

  const onSubmit = form.handleSubmit(
    ({ newPassword, confirmPassword }) => {
      if (!mutation.isPending) mutation.mutate({ email, resetToken, newPassword, confirmPassword });
    },
    () => {
      if (problem) toast.error(problem);
    },
  );

  const bind = (field: keyof ResetValues) => ({
    required: true,
    autoComplete: 'new-password',
    ...form.register(field),
  });

  return (
    <FormCard
      icon={LockKeyhole}
      title="Nouveau mot de passe"
      subtitle={
        <p>
          Choisissez un nouveau mot de passe pour le compte{' '}
          <strong className="font-semibold break-words text-ink">{email}</strong>.
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div>
          <PasswordField label="Nouveau mot de passe" {...bind('newPassword')} />
          <StrengthMeter password={values.newPassword} />
          <PasswordChecklist password={values.newPassword} />
        </div>
        <div>
          <PasswordField label="Confirmer le mot de passe" {...bind('confirmPassword')} />
          {values.confirmPassword && (
            <p
              aria-live="polite"
              className={`mt-1.5 flex items-center gap-1.5 text-sm ${matches ? 'text-emerald-700' : 'text-red-700'}`}
            >
              {matches ? <CheckCircle2 aria-hidden size={16} /> : <XCircle aria-hidden size={16} />}
              {matches ? 'Les mots de passe correspondent' : MSG.passwordsMismatch}
            </p>
          )}
        </div>
        <Button
          type="submit"
          disabled={!canSubmit || mutation.isPending}
          aria-describedby={problem ? 'reset-problem' : undefined}
          className="mt-1 w-full"
        >
          {mutation.isPending ? 'Modification en cours...' : 'Modifier le mot de passe'}
        </Button>
        {problem && (
          <p id="reset-problem" className="-mt-2 text-center text-sm text-red-700">
            {problem}
          </p>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link to="/login" className={linkClass}>
          Retour à la connexion
        </Link>
      </p>
    </FormCard>
  );
}
