import { hash, verify } from '@node-rs/argon2';
import { estimatePassword } from '@zina/shared/password-estimator';
import { setPasswordEstimator } from '@zina/shared/password-strength';

// The shared strength rule refuses every new password until an estimator is loaded.
setPasswordEstimator(estimatePassword);

// argon2id with the library's defaults (≈ 50 ms here): slow for guessing, fine for people.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so timing does not reveal accounts. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2JjW0TQmTjz7PLs3WbCPHHwCtGyUoHmhTRdPJPrbRDY';
