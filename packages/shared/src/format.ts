import { onShopClock } from './shop-clock';

const money = new Intl.NumberFormat('fr-MA', { style: 'currency', currency: 'MAD' });
// Dates on the shop's clock (shop-clock.ts): the instant moved to Morocco's wall time, written as
// UTC, so that neither the server's zone nor the runtime's time-zone data decides the hour.
const date = new Intl.DateTimeFormat('fr-MA', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('fr-MA', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const shopClock = (value: string | number | Date) => onShopClock(new Date(value).getTime());

export const formatMad = (amount: number): string => money.format(amount);
export const formatDate = (value: string | number | Date): string => date.format(shopClock(value));
export const formatDateTime = (value: string | number | Date): string =>
  dateTime.format(shopClock(value));

/** "04/03" for 2026-03-04 (a YYYY-MM-DD day, as the figures' axes show it). */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
