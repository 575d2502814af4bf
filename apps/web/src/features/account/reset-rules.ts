import { MSG } from '@zina/shared/messages';
import { isStrongEnough } from '@zina/shared/password-strength';

export const PASSWORD_CHANGED = 'Mot de passe modifié avec succès !';

export interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}
export const EMPTY_RESET: ResetValues = { newPassword: '', confirmPassword: '' };

/**
 * Why the reset button stays disabled once both fields are filled (SPEC.md §4–5), or null. The
 * server's rule is a score of at least 3 and 8 characters, so the screen asks the same.
 */
export function resetProblem(values: ResetValues): string | null {
  if (!values.newPassword || !values.confirmPassword) return null;
  if (!isStrongEnough(values.newPassword)) return MSG.passwordWeak;
  if (values.newPassword !== values.confirmPassword) return MSG.passwordsMismatchDot;
  return null;
}
