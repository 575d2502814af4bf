/**
 * The desk's time inputs: a datetime-local field holds the browser's own time. The shop's clock
 * itself (Morocco's, whatever the browser's zone) is `@zina/shared/shop-clock`.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input holds it (the browser's own time zone). */
export function toLocalInput(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
