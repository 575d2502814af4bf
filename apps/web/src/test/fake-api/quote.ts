/** The delivery quote (issue 47): the shop's fees by city over the products' prices. */
import type { Product } from '@zina/shared/schemas/catalogue';
import { deliveryFeeFor, type DeliveryFees } from '@zina/shared/schemas/delivery-fees';
import { discountedPrice, toCentimes, toMad } from '@zina/shared/pricing';
import { ok } from './respond';
import { on } from './routes';
import { server } from './server';

/**
 * Answers POST /api/order/quote (no sign-in) as the server prices it: the lines at the products'
 * discounted prices, the city's fee by the shared rule (every city free by default).
 */
export function fakeQuote(products: readonly Product[], fees: Partial<DeliveryFees> = {}) {
  const table: DeliveryFees = { freeAbove: null, cities: [], ...fees };
  server.use(
    on('POST /api/order/quote', ({ body }) => {
      const items = (body?.items ?? []) as { productId: string; quantity: number }[];
      const sub = items.reduce((sum, item) => {
        const product = products.find((p) => p._id === item.productId);
        const unit = product
          ? discountedPrice(toCentimes(product.price), product.discount ?? 0)
          : 0;
        return sum + unit * item.quantity;
      }, 0);
      const fee = deliveryFeeFor(table, String(body?.city), sub);
      return ok({ subTotalAmt: toMad(sub), deliveryFee: toMad(fee), totalAmt: toMad(sub + fee) });
    }),
  );
}
