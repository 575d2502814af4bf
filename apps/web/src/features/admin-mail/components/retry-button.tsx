import { Send } from 'lucide-react';
import type { FailedMail } from '@zina/shared/schemas/mail-queue';
import { Button } from '../../../components/button';

export interface RetryProps {
  /** The mail whose retry is under way, if any. */
  retrying: string | null;
  onRetry: (mail: FailedMail) => void;
}

/** 'Renvoyer': puts one mail back in the queue. */
export function RetryButton({ mail, retrying, onRetry }: { mail: FailedMail } & RetryProps) {
  const busy = retrying === mail._id;
  return (
    <Button
      variant="secondary"
      className="min-h-10"
      aria-label={`Renvoyer l’email « ${mail.subject} » à ${mail.recipient}`}
      disabled={busy}
      onClick={() => onRetry(mail)}
    >
      <Send aria-hidden size={16} />
      {busy ? 'Envoi...' : 'Renvoyer'}
    </Button>
  );
}
