import { formatRate } from '../lib/format';

/**
 * A rate over decided orders with the count it leaves out beside it (issue 46): « 62,5 % » and
 * « 12 en attente » or « 3 en transit »; nothing beside it when none are left out.
 */
export function RateWithCount({ rate, left }: { rate: number; left: string | null }) {
  return (
    <>
      {formatRate(rate)}
      {left && <span className="block text-xs font-normal text-stone-600">{left}</span>}
    </>
  );
}

export const pendingText = (n: number) => (n > 0 ? `${n} en attente` : null);
export const inTransitText = (n: number) => (n > 0 ? `${n} en transit` : null);
