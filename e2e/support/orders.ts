import { expect, type APIRequestContext } from '@playwright/test';
import { discountedPriceMad } from '../../packages/shared/src/pricing';
import { registerCustomer } from './accounts';

interface Body<T> {
  success: boolean;
  message: string;
  data: T;
}

/** The `data` of a successful API answer. */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()}`).toBe(true);
  return ((await response.json()) as Body<T>).data;
}

/** A new customer places a cash-on-delivery order through the API (cart, address, totals). */
export async function customerOrder(
  request: APIRequestContext,
  delivery: { ville?: string; telephone?: string } = {},
) {
  const account = await registerCustomer(request, 'commande', 'Khadija Berrada');
  const { accesstoken } = await json<{ accesstoken: string }>(
    await request.post('/api/user/login', {
      data: { email: account.email, password: account.password },
    }),
  );
  const headers = { authorization: `Bearer ${accesstoken}` };

  const products = await json<{ _id: string; name: string; stock: number }[]>(
    await request.post('/api/product/get', { data: { page: 1, limit: 24 } }),
  );
  const product = products.find((p) => p.stock >= 3)!;
  expect(product).toBeTruthy();
  await json(await request.post('/api/cart/create', { headers, data: { productId: product._id } }));
  const cart = await json<
    { _id: string; quantity: number; productId: { price: number; discount: number } }[]
  >(await request.get('/api/cart/get', { headers }));
  const address = await json<{ _id: string }>(
    await request.post('/api/address/create', {
      headers,
      data: {
        adresse: '14 rue Moulay Youssef',
        ville: delivery.ville ?? 'Marrakech',
        telephone: delivery.telephone ?? '0661234567',
      },
    }),
  );
  const total = cart.reduce(
    (sum, l) => sum + discountedPriceMad(l.productId.price, l.productId.discount) * l.quantity,
    0,
  );
  const order = await json<{ orderId: string; label: string }>(
    await request.post('/api/order/cash-on-delivery', {
      headers,
      data: {
        list_items: cart.map((l) => ({ _id: l._id, quantity: l.quantity })),
        addressId: address._id,
        subTotalAmt: total,
        totalAmt: total,
      },
    }),
  );
  return { account, product, orderId: order.orderId, label: order.label };
}
