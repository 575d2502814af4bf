export const MIN_PASSWORD_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= MIN_PASSWORD_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** SPEC.md §5: one point for each check, 0 to 5. */
export function passwordScore(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

export type StrengthLevel = 'weak' | 'medium' | 'strong';
export function strengthLevel(score: number): StrengthLevel {
  if (score <= 2) return 'weak';
  if (score === 3) return 'medium';
  return 'strong';
}

/** The server's rule: score ≥ 3 and at least 8 characters. */
export const isStrongEnough = (password: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && passwordScore(password) >= MIN_PASSWORD_SCORE;
