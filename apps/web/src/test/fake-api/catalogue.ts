/**
 * The catalogue side of the API, for the storefront's reads and the back office's changes:
 * categories, subcategories, products and banners.
 */
import {
  LISTING_PATH,
  type Banner,
  type Category,
  type Product,
  type Subcategory,
} from '@zina/shared/schemas/catalogue';
import { hexId, makeProduct } from './fixtures';
import { changeRecord, ok, refuse } from './respond';
import { on, type Call } from './routes';
import { server } from './server';

type Fields = Call['body'];
const admin = { signedIn: true };
const created = { signedIn: true, status: 201 };

/** One page of `items` as the list routes cut them (`page`, `limit` of the body). */
function pageOf<T>(items: T[], body: Fields, size: number) {
  const number = Number(body?.page ?? 1);
  const limit = Number(body?.limit ?? size);
  return {
    data: items.slice((number - 1) * limit, number * limit),
    pages: Math.ceil(items.length / limit),
  };
}

const searched = <T>(items: T[], text: (item: T) => string, body: Fields) => {
  const search = String(body?.search ?? '').toLowerCase();
  return items.filter((item) => text(item).toLowerCase().includes(search));
};

/** Serves the catalogue from `seed`, kept (and changed) in `state`. */
export function fakeCatalogue(
  seed: {
    categories?: Category[];
    subcategories?: Subcategory[];
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
  /** Ids sent by a form, as the API answers them: `{ _id, name }`. */
  const refs = (ids: unknown, from: { _id: string; name: string }[]) =>
    ((ids ?? []) as string[]).map((id) => ({
      _id: id,
      name: from.find((c) => c._id === id)?.name ?? id,
    }));

  server.use(
    on('GET /api/category/get', () => ok(state.categories, 'Liste des catégories')),
    on('POST /api/subcategory/get', () => ok(state.subcategories, 'Liste des sous-catégories')),
    on('POST /api/product/get', ({ body }) => {
      const found = searched(state.products, (p) => p.name, body);
      const { data, pages } = pageOf(found, body, 12);
      return { ...ok(data, 'Liste des produits'), totalNoPage: pages, totalCount: found.length };
    }),
    on('POST /api/product/get-product-by-category', ({ body }) =>
      ok(state.products.filter((p) => p.category.some((c) => c._id === body?.id))),
    ),
    on(`POST ${LISTING_PATH}`, ({ body }) => {
      const found = state.products.filter((p) =>
        p.subCategory.some((s) => s._id === body?.subCategoryId),
      );
      const { data, pages } = pageOf(found, body, 8);
      return {
        ...ok(data),
        page: Number(body?.page ?? 1),
        totalCount: found.length,
        totalNoPage: pages,
      };
    }),
    on('POST /api/product/get-product-details', ({ body }) => {
      const product = state.products.find((p) => p._id === body?.productId);
      return product ? ok(product) : refuse(404, 'Produit introuvable');
    }),
    on('POST /api/product/search-product', ({ body }) => {
      const found = searched(state.products, (p) => p.name, body);
      const { data, pages } = pageOf(found, body, 12);
      return {
        ...ok(data),
        page: Number(body?.page ?? 1),
        totalCount: found.length,
        totalPage: pages,
      };
    }),
    on(
      'POST /api/category/add-category',
      ({ body }) => {
        const category = {
          _id: hexId(),
          name: String(body?.name),
          image: String(body?.image),
        };
        state.categories.push(category);
        return ok(category, 'Catégorie ajoutée avec succès');
      },
      created,
    ),
    on(
      'DELETE /api/category/delete',
      ({ body, query }) => {
        const id = String(body?._id);
        const used = state.subcategories.filter((s) => s.category.some((c) => c._id === id));
        const detach = body?.detach === true || query.detach === 'true';
        if (used.length > 0 && !detach) {
          return refuse(
            409,
            `Cette catégorie est utilisée par ${used.length} sous-catégorie : détachez-les avant de la supprimer.`,
          );
        }
        state.categories = state.categories.filter((c) => c._id !== id);
        return ok(undefined, 'Catégorie supprimée avec succès');
      },
      admin,
    ),
    on(
      'PUT /api/subcategory/update',
      ({ body }) =>
        changeRecord(
          state.subcategories,
          body,
          (row) =>
            Object.assign(row, {
              name: body?.name,
              image: body?.image,
              category: refs(body?.category, state.categories),
            }),
          { done: 'Sous-catégorie mise à jour avec succès', missing: 'Sous-catégorie introuvable' },
        ),
      admin,
    ),
    on(
      'POST /api/product/create',
      ({ body }) => {
        const product = makeProduct(String(body?.name));
        state.products.unshift(product);
        return ok(product, 'Produit créé avec succès');
      },
      created,
    ),
    on(
      'PUT /api/product/update-product-details',
      ({ body }) =>
        changeRecord(
          state.products,
          body,
          (product) =>
            Object.assign(product, {
              ...body,
              category: refs(body?.category, state.categories),
              subCategory: refs(body?.subCategory, state.subcategories),
            }),
          { done: 'Produit mis à jour avec succès', missing: 'Produit introuvable' },
        ),
      admin,
    ),
    on(
      'DELETE /api/product/delete-product',
      ({ body }) => {
        state.products = state.products.filter((p) => p._id !== body?._id);
        return ok(undefined, 'Produit supprimé avec succès');
      },
      admin,
    ),
    on('GET /api/banner/active', () =>
      ok(
        state.banners.filter((b) => b.isActive),
        'Bannières actives',
      ),
    ),
    on(
      'POST /api/banner/get',
      ({ body }) => {
        const found = searched(state.banners, (b) => b.title, body);
        const { data, pages } = pageOf(found, body, 12);
        return { ...ok(data, 'Liste des bannières'), totalPages: pages, totalCount: found.length };
      },
      admin,
    ),
    on(
      'POST /api/banner/create',
      ({ body }) => {
        const now = new Date().toISOString();
        const banner = { ...(body as Banner), _id: hexId(), createdAt: now, updatedAt: now };
        state.banners.push(banner);
        return ok(banner, 'Bannière créée avec succès');
      },
      created,
    ),
    on(
      'PUT /api/banner/update',
      ({ body }) =>
        changeRecord(
          state.banners,
          body,
          (banner) => Object.assign(banner, body, { updatedAt: new Date().toISOString() }),
          { done: 'Bannière mise à jour avec succès', missing: 'Bannière introuvable' },
        ),
      admin,
    ),
    on(
      'PATCH /api/banner/toggle-status/:id',
      (_call, { id }) => {
        const banner = state.banners.find((b) => b._id === id);
        if (!banner) return refuse(404, 'Bannière introuvable');
        banner.isActive = !banner.isActive;
        return ok(banner, banner.isActive ? 'Bannière activée' : 'Bannière désactivée');
      },
      admin,
    ),
    on(
      'POST /api/file/upload',
      () =>
        ok(
          { url: `/uploads/catalogue/${hexId()}-640.webp`, srcset: [] },
          'Image téléchargée avec succès',
        ),
      admin,
    ),
  );
  return { state };
}
