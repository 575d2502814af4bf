import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { formatMad } from '@zina/shared/format';
import { toCentimes, toMad } from '@zina/shared/pricing';
import { QuoteSchema, type Quote, type QuoteInput } from '@zina/shared/schemas/delivery-fees';
import { api } from '../api/http';

const QuoteAnswerSchema = apiResponse(QuoteSchema);
const cities: ReadonlySet<string> = new Set(MOROCCAN_CITIES);

/** POST /api/order/quote (no sign-in): the lines' subtotal, the city's delivery fee, the total. */
export async function getQuote(input: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  return (await api.post(QuoteAnswerSchema, '/api/order/quote', input, { signal })).data;
}

/**
 * The server's quote for these lines delivered to `city` (the checkout, the cart panel, the
 * express form): asked only for a city of the shop's list, which is all the server prices.
 */
export function useDeliveryQuote(items: QuoteInput['items'], city: string | null | undefined) {
  const known = Boolean(city && cities.has(city));
  return useQuery({
    queryKey: ['delivery-quote', city, items],
    queryFn: ({ signal }) => getQuote({ items, city: city ?? '' }, signal),
    enabled: known && items.length > 0,
    staleTime: 60_000,
  });
}

/** « Gratuit » for a fee of 0 (SPEC.md: free delivery stays the default), else the amount. */
export const deliveryFeeText = (fee: number): string => (fee === 0 ? 'Gratuit' : formatMad(fee));

/** The lines' total with the fee, in MAD (added in centimes: no float drift). */
export const withDeliveryFee = (subTotal: number, fee: number): number =>
  toMad(toCentimes(subTotal) + toCentimes(fee));

export type DeliveryState = 'none' | 'pending' | 'failed' | 'ready';

/** The delivery as a summary shows it: the fee's text, the total with it, and whether it is known. */
export interface Delivery {
  fee: string;
  total: number;
  state: DeliveryState;
}

/**
 * The delivery for `city`: « Selon la ville » before one is given; free for a city outside the
 * shop's list (the server's table has no fee for it); else the server's quote once it answers.
 */
export function deliveryOf(
  city: string | null | undefined,
  quote: { data?: Quote; isError: boolean },
  subTotal: number,
): Delivery {
  if (!city?.trim()) return { fee: 'Selon la ville', total: subTotal, state: 'none' };
  if (!cities.has(city)) return { fee: 'Gratuit', total: subTotal, state: 'ready' };
  if (quote.data) {
    const fee = quote.data.deliveryFee;
    return { fee: deliveryFeeText(fee), total: withDeliveryFee(subTotal, fee), state: 'ready' };
  }
  if (quote.isError) return { fee: 'Indisponible', total: subTotal, state: 'failed' };
  return { fee: 'Calcul…', total: subTotal, state: 'pending' };
}

/** Both in one: the quote asked for the lines and the city, and what the summary shows of it. */
export function useDelivery(
  items: QuoteInput['items'],
  city: string | null | undefined,
  subTotal: number,
): Delivery {
  const quote = useDeliveryQuote(items, city);
  return deliveryOf(city, quote, subTotal);
}
