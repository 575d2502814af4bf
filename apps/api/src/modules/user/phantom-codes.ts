import { OTP_MAX_ATTEMPTS } from '@zina/shared/constants';

interface Phantom {
  createdAt: number;
  expiresAt: number;
  attempts: number;
}

/**
 * Stand-ins for codes "sent" to addresses without an account, kept in memory only. With them
 * the resend cooldown and the code step answer exactly as for a real account, so neither
 * endpoint tells whether an address is registered. No code ever matches a phantom.
 */
export function phantomCodes(ttlMs: number) {
  const byEmail = new Map<string, Phantom>();

  function prune(now: number) {
    if (byEmail.size < 1000) return;
    for (const [email, p] of byEmail) if (p.expiresAt <= now) byEmail.delete(email);
  }

  return {
    createdAt: (email: string): number | null => byEmail.get(email)?.createdAt ?? null,
    issue(email: string, now: number) {
      prune(now);
      byEmail.set(email, { createdAt: now, expiresAt: now + ttlMs, attempts: 0 });
    },
    /** Spends one try like a real wrong guess; the state before the try, or null if none. */
    spend(email: string, now: number): { expired: boolean; attempts: number } | null {
      const p = byEmail.get(email);
      if (!p) return null;
      if (p.expiresAt <= now) return { expired: true, attempts: p.attempts };
      if (p.attempts >= OTP_MAX_ATTEMPTS) return { expired: false, attempts: p.attempts };
      p.attempts += 1;
      return { expired: false, attempts: p.attempts - 1 };
    },
  };
}
