import { MSG } from './messages';
import type { PasswordEstimate, PasswordEstimator } from './password-estimate';

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

/** zxcvbn's "somewhat guessable" and above: refuses common words, sequences, keyboard rows. */
export const MIN_ESTIMATED_SCORE = 2;

export const PASSWORD_HINTS = {
  length: `Utilisez au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  variety: 'Ajoutez une majuscule, un chiffre ou un caractère spécial.',
  guessable: 'Évitez les mots courants, les suites et les rangées du clavier.',
} as const;

let estimator: PasswordEstimator | null = null;

export function setPasswordEstimator(fn: PasswordEstimator): void {
  estimator = fn;
}
export const passwordEstimatorReady = (): boolean => estimator !== null;

/** Loads the dictionaries (large: the web calls this only in the forms that set a password). */
export async function loadPasswordEstimator(): Promise<void> {
  if (!estimator) setPasswordEstimator((await import('./password-estimator')).estimatePassword);
}

// Forms judge the same password several times a render: keep the last answer.
let last: { password: string; fn: PasswordEstimator; estimate: PasswordEstimate } | null = null;

/**
 * Test code only: forgets the loaded estimator, as a page that never loaded it (the web's test
 * files share their modules, src/test-setup.ts).
 */
export function unloadPasswordEstimator(): void {
  estimator = null;
  last = null;
}

function estimateOnce(fn: PasswordEstimator, password: string): PasswordEstimate {
  if (last?.password !== password || last.fn !== fn)
    last = { password, fn, estimate: fn(password) };
  return last.estimate;
}

export interface PasswordVerdict {
  ok: boolean;
  /** Why it is refused, in French; null when accepted or not judged yet. */
  hint: string | null;
  /** False while the estimator is not loaded: the password is then refused. */
  estimated: boolean;
}

/**
 * The one rule for a new password (register, reset, change; web and server): SPEC.md §9's
 * 8 characters and score of 3, and an estimator score of at least MIN_ESTIMATED_SCORE.
 * Without a loaded estimator it refuses, so a server that forgot to load it fails closed.
 */
export function passwordVerdict(password: string): PasswordVerdict {
  const estimated = estimator !== null;
  if (!password) return { ok: false, hint: null, estimated };
  if (password.length < MIN_PASSWORD_LENGTH)
    return { ok: false, hint: PASSWORD_HINTS.length, estimated };
  if (passwordScore(password) < MIN_PASSWORD_SCORE) {
    return { ok: false, hint: PASSWORD_HINTS.variety, estimated };
  }
  if (!estimator) return { ok: false, hint: null, estimated };
  const estimate = estimateOnce(estimator, password);
  if (estimate.score >= MIN_ESTIMATED_SCORE) return { ok: true, hint: null, estimated };
  const hint = estimate.warning ?? estimate.suggestions[0] ?? PASSWORD_HINTS.guessable;
  return { ok: false, hint, estimated };
}

export const isStrongEnough = (password: string): boolean => passwordVerdict(password).ok;

/** The refusal as the API and the forms say it: the rule, then the hint. */
export const weakPasswordMessage = ({ hint }: PasswordVerdict): string =>
  hint ? `${MSG.passwordWeak} ${hint}` : MSG.passwordWeak;
