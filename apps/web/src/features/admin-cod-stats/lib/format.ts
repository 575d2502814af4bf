const percent = new Intl.NumberFormat('fr-MA', { style: 'percent', maximumFractionDigits: 1 });

/** 0.753 → "75,3 %" */
export const formatRate = (rate: number) => percent.format(rate);

/** 25 → "25 min", 130 → "2 h 10", null → "—" (nothing confirmed). */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}
