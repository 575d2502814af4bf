/** The customer's side of the API: one cart, addresses, orders and invoices, kept in `state`. */
import { HttpResponse } from 'msw';
import type { Address } from '@zina/shared/schemas/address';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Product } from '@zina/shared/schemas/catalogue';
import type { Order } from '@zina/shared/schemas/order';
import { CUSTOMER } from '../session';
import { hexId, makeAddress, makeLine } from './fixtures';
import { changeRecord, ok, refuse } from './respond';
import { on, onRaw, type Call } from './routes';
import { server } from './server';

type Fields = Call['body'];
const signedIn = { signedIn: true };

function placeOrder(state: { cart: CartItem[]; addresses: Address[] }, body: Fields): Order {
  const address = state.addresses.find((a) => a._id === body?.addressId);
  return {
    _id: hexId(),
    orderId: `ORD-20260304-${hexId().slice(-6).toUpperCase()}`,
    label: `ZN-${20000 + state.cart.length * 7 + Math.floor(Math.random() * 1000)}`,
    createdAt: '2026-03-04T10:00:00.000Z',
    totalAmt: Number(body?.totalAmt),
    subTotalAmt: Number(body?.subTotalAmt),
    deliveryFee: Number(body?.totalAmt) - Number(body?.subTotalAmt),
    payment_status: 'CASH ON DELIVERY',
    order_status: 'pending',
    items: state.cart.map((line) => ({
      _id: hexId(),
      quantity: line.quantity,
      product_details: { name: line.productName, image: line.productId?.image ?? [] },
      productId: {
        _id: line.productId?._id ?? null,
        price: line.productId?.price ?? 0,
        originalPrice: line.productId?.price ?? 0,
      },
    })),
    userId: { _id: CUSTOMER._id, name: CUSTOMER.name, email: CUSTOMER.email },
    delivery_address: {
      _id: address?._id ?? null,
      adresse: address?.adresse ?? '',
      ville: address?.ville ?? '',
      telephone: address?.telephone ?? '',
    },
  };
}

/** Serves the signed-in customer's cart, addresses, orders and invoices from `seed`. */
export function fakeShop(
  seed: { products?: Product[]; cart?: CartItem[]; addresses?: Address[]; orders?: Order[] } = {},
) {
  const state = {
    products: seed.products ?? [],
    cart: seed.cart ?? [],
    addresses: seed.addresses ?? [],
    orders: seed.orders ?? [],
  };
  const lineOf = (body: Fields) => state.cart.find((l) => l._id === body?._id);
  const addressOf = (body: Fields) => state.addresses.find((a) => a._id === body?._id);

  server.use(
    on('GET /api/cart/get', () => ok(state.cart, 'Panier'), signedIn),
    on(
      'POST /api/cart/create',
      ({ body }) => {
        const product = state.products.find((p) => p._id === body?.productId);
        if (!product) return refuse(404, 'Produit introuvable');
        const existing = state.cart.find((l) => l.productId?._id === product._id);
        if (existing) {
          existing.quantity += 1;
          return ok(existing, 'Quantité augmentée');
        }
        const line = makeLine(product, 1);
        state.cart.push(line);
        return ok(line, 'Produit ajouté au panier');
      },
      signedIn,
    ),
    on(
      'PUT /api/cart/update-qty',
      ({ body }) =>
        changeRecord(state.cart, body, (line) => (line.quantity = Number(body?.qty)), {
          done: 'Quantité mise à jour',
          missing: 'Article introuvable',
        }),
      signedIn,
    ),
    on(
      'DELETE /api/cart/delete-cart-item',
      ({ body }) => {
        state.cart = state.cart.filter((l) => l !== lineOf(body));
        return ok(undefined, 'Article supprimé');
      },
      signedIn,
    ),
    on(
      'DELETE /api/cart/clear',
      () => {
        const removed = state.cart.length;
        state.cart = [];
        return ok({ removed }, 'Panier vidé');
      },
      signedIn,
    ),
    on('GET /api/address/get', () => ok(state.addresses, 'Vos adresses'), signedIn),
    on(
      'POST /api/address/create',
      ({ body }) => {
        const { adresse, ville, telephone } = body as Record<string, string>;
        const address = makeAddress(String(adresse), { ville, telephone });
        state.addresses.push(address);
        return ok(address, 'Adresse ajoutée avec succès');
      },
      { ...signedIn, status: 201 },
    ),
    on(
      'PUT /api/address/update',
      ({ body }) =>
        changeRecord(
          state.addresses,
          body,
          (address) => {
            const { adresse, ville, telephone } = body as Record<string, string>;
            Object.assign(address, { adresse, ville, telephone });
          },
          { done: 'Adresse mise à jour avec succès', missing: 'Adresse introuvable' },
        ),
      signedIn,
    ),
    on(
      'DELETE /api/address/disable',
      ({ body }) => {
        const address = addressOf(body);
        if (address) address.statut = false;
        return ok(undefined, 'Adresse supprimée');
      },
      signedIn,
    ),
    on(
      'POST /api/order/cash-on-delivery',
      ({ body }) => {
        const order = placeOrder(state, body);
        state.orders.unshift(order);
        state.cart = [];
        return ok(order, 'Commande passée avec succès');
      },
      { ...signedIn, status: 201 },
    ),
    on('GET /api/order/order-list', () => ok(state.orders, 'Vos commandes'), signedIn),
    onRaw(
      'GET /api/invoice/generate',
      () =>
        new HttpResponse('%PDF-1.4 fake', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="FAC-2026-000007.pdf"',
          },
        }),
      signedIn,
    ),
  );
  return { state };
}
