const money = new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' });
// The shop's clock (issue 46): a mail written on a server in UTC shows Moroccan time.
const timeZone = 'Africa/Casablanca';
const date = new Intl.DateTimeFormat('fr-MA', { dateStyle: 'long', timeZone });
const dateTime = new Intl.DateTimeFormat('fr-MA', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone,
});

export const formatMad = (amount: number): string => money.format(amount);
export const formatDate = (value: string | number | Date): string => date.format(new Date(value));
export const formatDateTime = (value: string | number | Date): string =>
  dateTime.format(new Date(value));

/** "04/03" for 2026-03-04 (a YYYY-MM-DD day, as the figures' axes show it). */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
