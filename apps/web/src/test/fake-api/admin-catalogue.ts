/** The back office's catalogue side of the API: categories, subcategories, products, banners. */
import type { Banner, Category, Product, Subcategory } from '@zina/shared/schemas/catalogue';
import { hexId, makeProduct } from './fixtures';
import { ok, refuse } from './respond';
import { on } from './routes';
import { server } from './server';

type Fields = Record<string, unknown> | undefined;
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

/** Serves the admin catalogue screens from `seed`, kept (and changed) in `state`. */
export function fakeAdminCatalogue(
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
  const fields = (body: unknown) => body as Fields;

  server.use(
    on('GET /api/category/get', () => ok(state.categories, 'Liste des catégories')),
    on('POST /api/subcategory/get', () => ok(state.subcategories, 'Liste des sous-catégories')),
    on('POST /api/product/get', ({ body }) => {
      const found = searched(state.products, (p) => p.name, fields(body));
      const { data, pages } = pageOf(found, fields(body), 12);
      return { ...ok(data, 'Liste des produits'), totalNoPage: pages, totalCount: found.length };
    }),
    on(
      'POST /api/category/add-category',
      ({ body }) => {
        const category = {
          _id: hexId(),
          name: String(fields(body)?.name),
          image: String(fields(body)?.image),
        };
        state.categories.push(category);
        return ok(category, 'Catégorie ajoutée avec succès');
      },
      created,
    ),
    on(
      'DELETE /api/category/delete',
      ({ body, query }) => {
        const id = String(fields(body)?._id);
        const used = state.subcategories.filter((s) => s.category.some((c) => c._id === id));
        const detach = fields(body)?.detach === true || query.detach === 'true';
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
      ({ body }) => {
        const row = state.subcategories.find((s) => s._id === fields(body)?._id);
        if (!row) return refuse(404, 'Sous-catégorie introuvable');
        Object.assign(row, {
          name: fields(body)?.name,
          image: fields(body)?.image,
          category: refs(fields(body)?.category, state.categories),
        });
        return ok(row, 'Sous-catégorie mise à jour avec succès');
      },
      admin,
    ),
    on(
      'POST /api/product/create',
      ({ body }) => {
        const product = makeProduct(String(fields(body)?.name));
        state.products.unshift(product);
        return ok(product, 'Produit créé avec succès');
      },
      created,
    ),
    on(
      'PUT /api/product/update-product-details',
      ({ body }) => {
        const product = state.products.find((p) => p._id === fields(body)?._id);
        if (!product) return refuse(404, 'Produit introuvable');
        Object.assign(product, {
          ...fields(body),
          category: refs(fields(body)?.category, state.categories),
          subCategory: refs(fields(body)?.subCategory, state.subcategories),
        });
        return ok(product, 'Produit mis à jour avec succès');
      },
      admin,
    ),
    on(
      'DELETE /api/product/delete-product',
      ({ body }) => {
        state.products = state.products.filter((p) => p._id !== fields(body)?._id);
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
        const found = searched(state.banners, (b) => b.title, fields(body));
        const { data, pages } = pageOf(found, fields(body), 12);
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
