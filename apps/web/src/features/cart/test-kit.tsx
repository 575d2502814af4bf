/**
 * Test helpers for the cart, checkout, addresses and orders screens: a fake shop API on a real
 * local HTTP server (happy-dom has no network of its own) and a renderer with the app's query
 * client and toast area. Test code only.
 */
import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Address } from '@zina/shared/schemas/address';
import type { CartItem } from '@zina/shared/schemas/cart';
import type { Order } from '@zina/shared/schemas/order';
import { sendJson, sendError, startTestServer } from '../../api/test-server';
import { AppToaster } from '../../components/app-toaster';
import type { CartProduct } from '../../lib/product-action';
import { createQueryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';

export const CUSTOMER = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Salma Benali',
  email: 'salma@example.ma',
  avatar: '',
  mobile: '',
  verify_email: true,
  last_login_date: null,
  status: 'Active',
  role: 'USER' as const,
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

let seq = 0;
/** A fresh 24-hex id. */
export const hexId = () => (++seq).toString(16).padStart(24, 'c');

export function makeProduct(name: string, price: number, extra: Partial<CartProduct> = {}) {
  return {
    _id: hexId(),
    name,
    image: [`/uploads/${name}.webp`],
    category: [],
    subCategory: [],
    unit: 'Taille unique',
    stock: 10,
    price,
    discount: 0,
    description: '',
    more_details: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  } satisfies CartProduct;
}

export function makeLine(
  product: CartProduct | null,
  quantity: number,
  productName = '',
): CartItem {
  return {
    _id: hexId(),
    productId: product,
    productName: product?.name ?? productName,
    quantity,
    userId: CUSTOMER._id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function makeAddress(adresse: string, extra: Partial<Address> = {}): Address {
  return {
    _id: hexId(),
    utilisateurId: CUSTOMER._id,
    adresse,
    ville: 'Rabat',
    telephone: '+212612345678',
    statut: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export interface Call {
  method: string;
  path: string;
  auth?: string;
  idempotencyKey?: string;
  body: unknown;
}

type Override =
  | { kind: 'refuse'; status: number; message: string }
  | { kind: 'drop' }
  | { kind: 'hold'; release: Promise<void>; message?: string };

const okAnswer = (res: ServerResponse, message: string, data?: unknown, status = 200) =>
  sendJson(res, status, { success: true, error: false, message, data });

/** A shop API holding one customer's cart, addresses and orders; `overrides` change one answer. */
export async function startShop(seed: {
  products?: CartProduct[];
  cart?: CartItem[];
  addresses?: Address[];
  orders?: Order[];
}) {
  const state = {
    products: seed.products ?? [],
    cart: seed.cart ?? [],
    addresses: seed.addresses ?? [],
    orders: seed.orders ?? [],
  };
  const calls: Call[] = [];
  const overrides = new Map<string, Override[]>();

  const server = await startTestServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = `${req.method} ${url.pathname}`;
    const body = (req.body ? JSON.parse(req.body) : undefined) as Record<string, never> | undefined;
    const header = req.headers['idempotency-key'];
    calls.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      auth: req.headers.authorization,
      idempotencyKey: typeof header === 'string' ? header : undefined,
      body,
    });
    if (req.headers.authorization !== 'Bearer access-1') {
      return sendError(res, 401, 'Session expirée');
    }
    const override = overrides.get(key)?.shift();
    if (override?.kind === 'drop') return res.destroy();
    if (override?.kind === 'refuse') {
      return sendError(res, override.status, override.message);
    }
    if (override?.kind === 'hold') await override.release;
    const chosen = override?.kind === 'hold' ? override.message : undefined;
    // Answers as usual, with the message this test chose (to tell the server's text from the page's).
    const ok = (res: ServerResponse, message: string, data?: unknown, status = 200) =>
      okAnswer(res, chosen ?? message, data, status);

    switch (key) {
      case 'GET /api/cart/get':
        return ok(res, 'Panier', state.cart);
      case 'POST /api/cart/create': {
        const product = state.products.find((p) => p._id === body?.productId);
        if (!product) return sendError(res, 404, 'Produit introuvable');
        const existing = state.cart.find((l) => l.productId?._id === product._id);
        if (existing) {
          existing.quantity += 1;
          return ok(res, 'Quantité augmentée', existing);
        }
        const line = makeLine(product, 1);
        state.cart.push(line);
        return ok(res, 'Produit ajouté au panier', line);
      }
      case 'PUT /api/cart/update-qty': {
        const line = state.cart.find((l) => l._id === body?._id);
        if (!line) return sendError(res, 404, 'Article introuvable');
        line.quantity = Number(body?.qty);
        return ok(res, 'Quantité mise à jour', line);
      }
      case 'DELETE /api/cart/delete-cart-item':
        state.cart = state.cart.filter((l) => l._id !== body?._id);
        return ok(res, 'Article supprimé');
      case 'GET /api/address/get':
        return ok(res, 'Vos adresses', state.addresses);
      case 'POST /api/address/create': {
        const address = makeAddress(String(body?.adresse), {
          ville: String(body?.ville),
          telephone: String(body?.telephone),
        });
        state.addresses.push(address);
        return ok(res, 'Adresse ajoutée avec succès', address, 201);
      }
      case 'PUT /api/address/update': {
        const address = state.addresses.find((a) => a._id === body?._id);
        if (!address) return sendError(res, 404, 'Adresse introuvable');
        Object.assign(address, {
          adresse: body?.adresse,
          ville: body?.ville,
          telephone: body?.telephone,
        });
        return ok(res, 'Adresse mise à jour avec succès', address);
      }
      case 'DELETE /api/address/disable': {
        const address = state.addresses.find((a) => a._id === body?._id);
        if (address) address.statut = false;
        return ok(res, 'Adresse supprimée');
      }
      case 'POST /api/order/cash-on-delivery':
        state.cart = [];
        return ok(res, 'Commande passée avec succès', undefined, 201);
      case 'GET /api/order/order-list':
        return ok(res, 'Vos commandes', state.orders);
      case 'GET /api/invoice/generate':
        res.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="FAC-2026-000007.pdf"',
        });
        return res.end('%PDF-1.4 fake');
    }
    sendError(res, 404, 'Ressource introuvable');
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);

  const push = (key: string, o: Override) => overrides.set(key, [...(overrides.get(key) ?? []), o]);
  return {
    state,
    calls,
    close: server.close,
    /** The next `key` ("PUT /api/cart/update-qty") is refused with this status and message. */
    refuseNext: (key: string, status: number, message: string) =>
      push(key, { kind: 'refuse', status, message }),
    /** The next `key` loses its connection (a network failure for the page). */
    dropNext: (key: string) => push(key, { kind: 'drop' }),
    /** The next `key` waits for the returned function to be called (then says `message`). */
    holdNext: (key: string, message?: string) => {
      let release!: () => void;
      push(key, { kind: 'hold', release: new Promise<void>((r) => (release = r)), message });
      return () => release();
    },
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key),
  };
}

/** A signed-in customer, as after a sign-in (token stored, details loaded). */
export function signIn() {
  window.localStorage.setItem('accesstoken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  useSession.getState().setUserDetails(CUSTOMER);
}

/** Renders `routes` at `entry` with the app's query client and toast area. */
export function renderRoutes(
  routes: RouteObject[],
  entry: string | { pathname: string; state?: unknown } = '/',
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, user: userEvent.setup() };
}
