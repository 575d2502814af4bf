import { useMutation } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { OTP_RESEND_COOLDOWN_S } from '@zina/shared/constants';
import { Button } from '../../../components/button';
import { forgotPassword } from '../api/forgot-password';
import { useCountdown } from './use-countdown';

export const RESENT = 'Code de vérification renvoyé !';
export const RESEND_FAILED = 'Erreur lors du renvoi du code';

/**
 * SPEC.md §4 code step: sending again waits out a 60 s countdown (a code was just sent when the
 * screen opens) and is disabled while a sending is under way.
 */
export function ResendCodeButton({ email, onResent }: { email: string; onResent?: () => void }) {
  const { left, restart } = useCountdown(OTP_RESEND_COOLDOWN_S);
  const resend = useMutation({
    mutationFn: () => forgotPassword({ email }),
    onSuccess: () => {
      toast.success(RESENT);
      restart();
      onResent?.();
    },
    onError: () => toast.error(RESEND_FAILED),
  });

  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <p className="text-sm text-stone-600">Vous n'avez pas reçu le code ?</p>
      <Button
        variant="ghost"
        disabled={left > 0 || resend.isPending}
        onClick={() => resend.mutate()}
      >
        <RotateCcw aria-hidden size={16} />
        {resend.isPending
          ? 'Envoi...'
          : left > 0
            ? `Renvoyer le code dans ${left} s`
            : 'Renvoyer le code'}
      </Button>
    </div>
  );
}
