import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, UserRoundCheck, XCircle } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { MSG } from '@zina/shared/messages';
import { STAFF_MSG } from '@zina/shared/schemas/staff';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard, linkClass } from '../../components/form-card';
import { FormField, PasswordField } from '../../components/form-field';
import { PasswordChecklist, StrengthMeter } from '../../components/password-strength';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePasswordEstimator } from '../../lib/use-password-estimator';
import { useRevalidateOn, useZodForm } from '../../lib/use-zod-form';
import { acceptInvitation } from './api/staff';
import { EMPTY_INVITATION, InvitationFormSchema } from './lib/invitation-form';

/** Where the address bar is left once the token is read (no token in history or referrers). */
export const INVITATION_PATH = '/equipe/invitation';

/**
 * The invitation's link (issue 46): the new member chooses a password. The token leaves the
 * address bar as soon as it is read and is kept in memory only, so that it is not in the
 * browser's history, a shared screen or a later page's referrer.
 */
export default function InvitationPage() {
  useDocumentTitle('Rejoindre l’équipe');
  const { token: inPath } = useParams();
  const [token] = useState(() => inPath ?? null);
  useEffect(() => {
    if (inPath) window.history.replaceState(window.history.state, '', INVITATION_PATH);
  }, [inPath]);

  if (!token) {
    return (
      <FormCard icon={UserRoundCheck} title="Rejoindre l’équipe" subtitle={null}>
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {STAFF_MSG.invitationInvalid}
        </p>
        <p className="mt-6 text-center text-sm text-stone-600">
          <Link to="/login" className={linkClass}>
            Aller à la connexion
          </Link>
        </p>
      </FormCard>
    );
  }
  return <InvitationForm token={token} />;
}

function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useZodForm<typeof InvitationFormSchema, typeof EMPTY_INVITATION>(
    InvitationFormSchema,
    EMPTY_INVITATION,
    { prepare: (v) => ({ token, ...v }) },
  );
  const { values } = form;
  // Re-checks once the estimator is there: until then no password is strong enough.
  useRevalidateOn(form, usePasswordEstimator());
  const matches = values.password === values.confirmPassword;

  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (message) => {
      toast.success(message || STAFF_MSG.accepted);
      form.reset();
      void navigate('/login', { replace: true });
    },
    onError: handleApiError,
  });
  const onSubmit = form.handleSubmit(({ password }) => {
    if (!accept.isPending) accept.mutate({ token, password });
  });

  return (
    <FormCard
      icon={UserRoundCheck}
      title="Rejoindre l’équipe"
      subtitle={<p>Choisissez le mot de passe de votre compte pour le back-office de Zina.</p>}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div>
          <FormField
            control={form.control}
            name="password"
            input={PasswordField}
            label="Mot de passe"
            autoComplete="new-password"
            required
          />
          <StrengthMeter password={values.password} />
          <PasswordChecklist password={values.password} />
        </div>
        <div>
          <FormField
            control={form.control}
            name="confirmPassword"
            input={PasswordField}
            label="Confirmer le mot de passe"
            autoComplete="new-password"
            required
          />
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
        <Button type="submit" disabled={accept.isPending} className="mt-1 w-full">
          {accept.isPending ? 'Enregistrement...' : 'Créer mon accès'}
        </Button>
      </form>
    </FormCard>
  );
}
