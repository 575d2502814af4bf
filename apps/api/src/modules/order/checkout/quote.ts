import { toMad } from '@zina/shared/pricing';
import { deliveryFeeFor, type Quote, type QuoteInput } from '@zina/shared/schemas/delivery-fees';
import { EXPRESS_MSG } from '@zina/shared/schemas/express';
import type { AppDeps } from '../../../lib/deps';
import { invalid } from '../../../lib/errors';
import { readProducts } from '../../catalogue';
import { deliveryFeesOf } from '../../delivery';
import { checkedLines, formLines, pricedLines } from './checkout-lines';

/**
 * What these lines cost delivered to this city (issue 47), by the checkout's own rules (today's
 * discounted prices, the caps, the stock) and the shop's fees: shown before an order is sent.
 */
export async function quote({ db }: AppDeps, input: QuoteInput): Promise<Quote> {
  const [shelf, fees] = await Promise.all([
    readProducts(
      db,
      input.items.map((i) => i.productId),
    ),
    deliveryFeesOf(db),
  ]);
  if (input.items.some((i) => !shelf.has(i.productId))) throw invalid(EXPRESS_MSG.productUnknown);
  const { total } = pricedLines(checkedLines(formLines(input.items, shelf), shelf));
  const fee = deliveryFeeFor(fees, input.city, total);
  return { subTotalAmt: toMad(total), deliveryFee: toMad(fee), totalAmt: toMad(total + fee) };
}
