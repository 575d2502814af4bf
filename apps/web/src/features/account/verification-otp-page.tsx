import { useMutation } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@zina/shared/constants';
import { VerifyOtpSchema } from '@zina/shared/schemas/user';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { FormCard, linkClass } from '../../components/form-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useZodForm } from '../../lib/use-zod-form';
import { verifyOtp } from './api/verify-otp';
import { emptyCode, OtpInputs } from './components/otp-inputs';
import { ResendCodeButton } from './components/resend-code-button';
import { readState } from './navigation-state';

/** SPEC.md §4–5 code step: needs the e-mail from the previous step, else back to it. */
export default function VerificationOtpPage() {
  useDocumentTitle('Vérification du code');
  const { state } = useLocation();
  const email = readState(state).email;
  if (!email) return <Navigate to="/forgot-password" replace />;
  return <CodeForm email={email} />;
}

const OtpSchema = VerifyOtpSchema.pick({ otp: true });

function CodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useZodForm(
    OtpSchema,
    { code: emptyCode() },
    { prepare: (v) => ({ otp: v.code.join('') }) },
  );
  const { field } = useController({ control: form.control, name: 'code' });
  const code = field.value;
  const complete = code.every((d) => /^\d$/.test(d));

  const mutation = useMutation({
    mutationFn: verifyOtp,
    onSuccess: (body) => {
      if (body.message) toast.success(body.message);
      void navigate('/reset-password', {
        state: {
          success: true,
          email: body.data?.email ?? email,
          resetToken: body.data?.resetToken,
          data: body.data ?? null,
        },
      });
    },
    onError: handleApiError,
  });

  const onSubmit = form.submitTo({
    isPending: mutation.isPending,
    mutate: ({ otp }) => mutation.mutate({ email, otp }),
  });

  return (
    <FormCard
      icon={MailCheck}
      title="Vérification du code"
      subtitle={
        <p id="otp-help">
          Saisissez le code à {OTP_LENGTH} chiffres envoyé à{' '}
          <strong className="font-semibold break-words text-ink">{email}</strong>. Il expire dans{' '}
          {OTP_TTL_MINUTES} minutes.
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <OtpInputs
          value={code}
          onChange={field.onChange}
          disabled={mutation.isPending}
          describedBy="otp-help"
        />
        <Button type="submit" disabled={!complete || mutation.isPending} className="w-full">
          {mutation.isPending ? 'Vérification...' : 'Vérifier le code'}
        </Button>
      </form>
      <div className="mt-6">
        <ResendCodeButton email={email} onResent={() => field.onChange(emptyCode())} />
      </div>
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link to="/forgot-password" className={linkClass}>
          Changer d'adresse email
        </Link>
      </p>
    </FormCard>
  );
}
