/** Moroccan numbers (mobile 06/07, landline 05) are stored in one form: +212 and 9 digits. */
export const PHONE_INVALID =
  'Numéro de téléphone invalide. Exemples : 06 12 34 56 78 ou +212 6 12 34 56 78';

// After separators are removed: an optional 00/+ prefix with 212 and an optional trunk 0
// (people write "+212 (0)6…"), or the national form 0XXXXXXXXX.
const INTERNATIONAL = /^(?:\+|00)?212(?:0)?([5-7]\d{8})$/;
const NATIONAL = /^0([5-7]\d{8})$/;

/**
 * '06 12 34 56 78', '0612345678', '+212 6-12.34.56.78', '00212612345678', '212612345678'
 * all become '+212612345678'; anything else gives null.
 */
export function normalizeMoroccanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s.\-()]/g, '');
  const match = NATIONAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match ? `+212${match[1]}` : null;
}

/** '+212612345678' → '06 12 34 56 78', for display; other input is returned unchanged. */
export function formatMoroccanPhone(stored: string): string {
  const match = /^\+212(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stored);
  return match ? `0${match.slice(1).join(' ')}` : stored;
}
