import { CONFIRM_WITHIN_MINUTES } from '@zina/shared/schemas/cod';

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** How long an order has waited: « 4 min 05 s », « 2 h 07 min », « 3 j 4 h ». */
export function ageText(createdAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours >= 24) return `${Math.floor(hours / 24)} j ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${pad(minutes % 60)} min`;
  return `${minutes} min ${pad(seconds % 60)} s`;
}

/** Past CONFIRM_WITHIN_MINUTES an order waiting for its call is late. */
export const isLate = (createdAt: string, now: number): boolean =>
  now - Date.parse(createdAt) >= CONFIRM_WITHIN_MINUTES * MINUTE;
