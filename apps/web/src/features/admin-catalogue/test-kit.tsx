/**
 * Test helpers for the admin catalogue screens: a fake admin API with its own state on a real
 * local HTTP server (happy-dom has no network of its own), and a renderer with the app's query
 * client and toast area. Test code only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Banner, Category, Product, Subcategory } from '@zina/shared/schemas/catalogue';
import { sendJson, sendError, startTestServer } from '../../api/test-server';
import { AppToaster } from '../../components/app-toaster';
import { createQueryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session-store';

export const ADMIN = {
  _id: 'adadadadadadadadadadadad',
  name: 'Yasmine Admin',
  email: 'admin@zina.ma',
  avatar: '',
  mobile: '',
  verify_email: true,
  last_login_date: null,
  status: 'Active',
  role: 'ADMIN' as const,
  address_details: [],
  shopping_cart: [],
  orderHistory: [],
};

let seq = 0;
export const hexId = () => (++seq).toString(16).padStart(24, 'a');

export const makeCategory = (name: string): Category => ({
  _id: hexId(),
  name,
  image: `/uploads/catalogue/${hexId()}-640.webp`,
});

export const makeSubcategory = (name: string, category: Subcategory['category']): Subcategory => ({
  _id: hexId(),
  name,
  image: `/uploads/catalogue/${hexId()}-640.webp`,
  category,
});

export function makeProduct(name: string, extra: Partial<Product> = {}): Product {
  return {
    _id: hexId(),
    name,
    image: [`/uploads/catalogue/${hexId()}-640.webp`],
    category: [],
    subCategory: [],
    unit: 'Taille unique',
    stock: 5,
    price: 250,
    discount: 0,
    description: `${name}, cuir véritable`,
    more_details: {},
    createdAt: '2026-01-10T10:00:00.000Z',
    ...extra,
  };
}

export function makeBanner(title: string, extra: Partial<Banner> = {}): Banner {
  return {
    _id: hexId(),
    title,
    subtitle: '',
    description: '',
    imageDesktop: `/uploads/banners/${hexId()}-1280.webp`,
    imageMobile: `/uploads/banners/${hexId()}-640.webp`,
    buttonText: '',
    buttonLink: '',
    secondaryButtonText: '',
    secondaryButtonLink: '',
    isActive: true,
    order: 0,
    tag: '',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...extra,
  };
}

export interface Call {
  method: string;
  path: string;
  auth?: string;
  type?: string;
  body: unknown;
}

const ok = (res: ServerResponse, message: string, extra: Record<string, unknown> = {}) =>
  sendJson(res, 200, { success: true, error: false, message, ...extra });

type Body = Record<string, unknown> | undefined;

function parse(req: IncomingMessage & { body: string }): Body {
  if (!req.headers['content-type']?.includes('application/json') || !req.body) return undefined;
  return JSON.parse(req.body) as Body;
}

const page = <T,>(items: T[], body: Body, size: number) => {
  const number = Number(body?.page ?? 1);
  const limit = Number(body?.limit ?? size);
  return {
    data: items.slice((number - 1) * limit, number * limit),
    pages: Math.ceil(items.length / limit),
  };
};

/** An admin API holding categories, subcategories, products and banners. */
export async function startAdminShop(
  seed: {
    categories?: Category[];
    subcategories?: (Omit<Subcategory, 'category'> & { category?: unknown })[];
    products?: Product[];
    banners?: Banner[];
  } = {},
) {
  const state = {
    categories: seed.categories ?? [],
    subcategories: seed.subcategories ?? [],
    products: seed.products ?? [],
    banners: seed.banners ?? [],
  };
  const calls: Call[] = [];
  const holds = new Map<string, Promise<void>[]>();

  const server = await startTestServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = `${req.method} ${url.pathname}`;
    const body = parse(req);
    calls.push({
      method: req.method ?? '',
      path: url.pathname,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: body ?? req.body,
    });
    await holds.get(key)?.shift();
    const refs = (ids: unknown, from: { _id: string; name: string }[]) =>
      (ids as string[]).map((id) => ({
        _id: id,
        name: from.find((c) => c._id === id)?.name ?? id,
      }));

    switch (key) {
      case 'GET /api/category/get':
        return ok(res, 'Liste des catégories', { data: state.categories });
      case 'POST /api/subcategory/get':
        return ok(res, 'Liste des sous-catégories', { data: state.subcategories });
      case 'POST /api/product/get': {
        const search = String(body?.search ?? '').toLowerCase();
        const found = state.products.filter((p) => p.name.toLowerCase().includes(search));
        const { data, pages } = page(found, body, 12);
        return ok(res, 'Liste des produits', {
          data,
          totalNoPage: pages,
          totalCount: found.length,
        });
      }
      case 'POST /api/category/add-category': {
        state.categories.push({
          _id: hexId(),
          name: String(body?.name),
          image: String(body?.image),
        });
        return ok(res, 'Catégorie ajoutée avec succès');
      }
      case 'DELETE /api/category/delete': {
        const used = state.subcategories.filter((s) =>
          JSON.stringify(s.category ?? '').includes(String(body?._id)),
        );
        if (used.length > 0 && body?.detach !== true) {
          return sendError(
            res,
            409,
            `Cette catégorie est utilisée par ${used.length} sous-catégorie : détachez-les avant de la supprimer.`,
          );
        }
        state.categories = state.categories.filter((c) => c._id !== body?._id);
        return ok(res, 'Catégorie supprimée avec succès');
      }
      case 'PUT /api/subcategory/update': {
        const row = state.subcategories.find((s) => s._id === body?._id);
        Object.assign(row ?? {}, {
          name: body?.name,
          image: body?.image,
          category: refs(body?.category, state.categories),
        });
        return ok(res, 'Sous-catégorie mise à jour avec succès');
      }
      case 'POST /api/product/create': {
        const product = makeProduct(String(body?.name));
        state.products.unshift(product);
        return ok(res, 'Produit créé avec succès');
      }
      case 'PUT /api/product/update-product-details': {
        const product = state.products.find((p) => p._id === body?._id);
        Object.assign(product ?? {}, {
          ...body,
          category: refs(body?.category, state.categories),
          subCategory: refs(body?.subCategory, state.subcategories),
        });
        return ok(res, 'Produit mis à jour avec succès');
      }
      case 'DELETE /api/product/delete-product':
        state.products = state.products.filter((p) => p._id !== body?._id);
        return ok(res, 'Produit supprimé avec succès');
      case 'GET /api/banner/active':
        return ok(res, 'Bannières actives', { data: state.banners.filter((b) => b.isActive) });
      case 'POST /api/banner/get': {
        const search = String(body?.search ?? '').toLowerCase();
        const found = state.banners.filter((b) => b.title.toLowerCase().includes(search));
        const { data, pages } = page(found, body, 12);
        return ok(res, 'Liste des bannières', {
          data,
          totalPages: pages,
          totalCount: found.length,
        });
      }
      case 'POST /api/banner/create': {
        const now = new Date().toISOString();
        state.banners.push({ ...(body as Banner), _id: hexId(), createdAt: now, updatedAt: now });
        return ok(res, 'Bannière créée avec succès');
      }
      case 'POST /api/file/upload':
        return ok(res, 'Image téléchargée avec succès', {
          data: { url: `/uploads/catalogue/${hexId()}-640.webp`, srcset: [] },
        });
    }
    const toggled = /^PATCH \/api\/banner\/toggle-status\/(\w+)$/.exec(key);
    const banner = state.banners.find((b) => b._id === toggled?.[1]);
    if (banner) {
      banner.isActive = !banner.isActive;
      return ok(res, banner.isActive ? 'Bannière activée' : 'Bannière désactivée');
    }
    sendError(res, 404, 'Ressource introuvable');
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);

  return {
    state,
    calls,
    url: server.url,
    close: server.close,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** The next `key` waits for the returned function to be called. */
    holdNext: (key: string) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      holds.set(key, [...(holds.get(key) ?? []), held]);
      return () => release();
    },
  };
}

/** The demo admin, signed in (token stored, details loaded). */
export function signInAdmin() {
  window.localStorage.setItem('accesstoken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  useSession.getState().setUserDetails(ADMIN);
}

/** Renders `routes` at `entry` with the app's query client and toast area. */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { router, view, queryClient, user: userEvent.setup() };
}
