import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '@zina/shared/messages';
import type { AppDeps } from '../../lib/deps';
import { tooMany } from '../../lib/errors';
import { limitKey } from '../../lib/rate-limit/limit-key';

/** Wrong passwords from one client address on one account before that pair is refused. */
export const LOGIN_FAILURES_PER_CLIENT = 10;
/** Wrong passwords on one account, from anywhere, before each try on it is slowed down. */
export const LOGIN_FAILURES_BEFORE_SLOWDOWN = 10;
export const LOGIN_SLOWDOWN_MS = 1000;

/**
 * Password guessing (the window is the counter's, 15 minutes): a client that failed too often
 * on an account is refused, but only that client, so a stranger cannot lock the owner out; the
 * account as a whole is only slowed, which bounds guessing from many addresses.
 */
export function loginGuard(deps: Pick<AppDeps, 'loginAttempts'>) {
  const counter = deps.loginAttempts;
  return {
    /** `ip` is counted as the rate limits count it: an IPv6 client by its /64. */
    async before(email: string, ip: string) {
      const failures = await counter.count(email, limitKey(ip));
      if (failures.member >= LOGIN_FAILURES_PER_CLIENT) throw tooMany(MSG.tooManyRequests);
      // Before the check, right password or not: the delay must not tell which it was.
      if (failures.group >= LOGIN_FAILURES_BEFORE_SLOWDOWN) await sleep(LOGIN_SLOWDOWN_MS);
    },
    failed: (email: string, ip: string) => counter.fail(email, limitKey(ip)),
    succeeded: (email: string, ip: string) => counter.clear(email, limitKey(ip)),
    /** After a reset by code: the owner proved the mailbox, every lock on the account goes. */
    clearAccount: (email: string) => counter.clear(email),
  };
}
