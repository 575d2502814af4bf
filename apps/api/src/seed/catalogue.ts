import { discountedPrice, toCentimes } from '@zina/shared/pricing';
import { newId } from '../db/ids';
import type { AppDeps } from '../lib/deps';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
  subcategoryCategories,
} from '../db/schema';
import { CATEGORIES, SUBCATEGORIES, type Look, type ProductGroup } from './catalogue-data';
import { drawLooks } from './images';
import { ACCESSOIRES } from './products-accessoires';
import { MONTRES_CEINTURES_LUNETTES } from './products-montres-ceintures-lunettes';
import { SACS_BIJOUX } from './products-sacs-bijoux';

const GROUPS: ProductGroup[] = [...SACS_BIJOUX, ...MONTRES_CEINTURES_LUNETTES, ...ACCESSOIRES];
const HOUR = 3600_000;

export interface SeededCatalogue {
  categoryIds: Map<string, string>;
  subcategoryIds: Map<string, string>;
  productIds: Map<string, string>;
  counts: { categories: number; subcategories: number; products: number; images: number };
}

/** Categories, subcategories and products of the demo boutique, with drawn pictures. */
export async function seedCatalogue(deps: AppDeps): Promise<SeededCatalogue> {
  const items = GROUPS.flatMap((g) => g.products.map((p) => ({ group: g, p })));
  const looks: Look[] = [
    ...CATEGORIES,
    ...SUBCATEGORIES,
    ...items.map(({ group, p }) => ({ shape: group.shape, colour: p.colour })),
  ];
  const imageOf = await drawLooks(deps.storage, looks);
  const now = deps.clock.now().getTime();
  const longAgo = new Date(now - 60 * 24 * HOUR);

  const categoryIds = new Map(CATEGORIES.map((c) => [c.name, newId()]));
  const subcategoryIds = new Map(SUBCATEGORIES.map((s) => [s.name, newId()]));
  const categoriesOfSub = new Map(SUBCATEGORIES.map((s) => [s.name, s.categories]));
  const idOf = (ids: Map<string, string>, name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Catalogue de démonstration incohérent : « ${name} » inconnu`);
    return id;
  };
  /** A category's or subcategory's row: its name and drawn picture, made long ago. */
  const shelfRow = (ids: Map<string, string>, look: Look & { name: string }) => ({
    id: idOf(ids, look.name),
    name: look.name,
    image: imageOf(look),
    createdAt: longAgo,
    updatedAt: longAgo,
  });

  const productRows = items.map(({ group, p }, i) => {
    const subs = group.subcategories;
    const cats = [...new Set(subs.flatMap((s) => categoriesOfSub.get(s) ?? []))];
    const price = toCentimes(p.price);
    const discount = p.discount ?? 0;
    // Spread over about eight weeks, shuffled so that "Nouveautés" mixes categories.
    const age = ((i * 37) % items.length) * 15 * HOUR + ((i * 53) % 60) * 60_000;
    return {
      row: {
        id: newId(),
        name: p.name,
        description: p.description,
        images: [imageOf({ shape: group.shape, colour: p.colour })],
        unit: p.unit ?? group.unit,
        stock: p.stock,
        priceCentimes: price,
        discount,
        salePriceCentimes: discountedPrice(price, discount),
        moreDetails: { ...p.details, Couleur: p.colour },
        searchExtra: [...cats, ...subs].join(' '),
        createdAt: new Date(now - HOUR - age),
        updatedAt: new Date(now - HOUR - age),
      },
      cats,
      subs,
    };
  });

  await deps.db.transaction(async (db) => {
    await db.insert(categories).values(CATEGORIES.map((c) => shelfRow(categoryIds, c)));
    await db.insert(subcategories).values(SUBCATEGORIES.map((s) => shelfRow(subcategoryIds, s)));
    await db.insert(subcategoryCategories).values(
      SUBCATEGORIES.flatMap((s) =>
        s.categories.map((c) => ({
          subcategoryId: idOf(subcategoryIds, s.name),
          categoryId: idOf(categoryIds, c),
        })),
      ),
    );
    await db.insert(products).values(productRows.map((r) => r.row));
    await db
      .insert(productCategories)
      .values(
        productRows.flatMap((r) =>
          r.cats.map((c) => ({ productId: r.row.id, categoryId: idOf(categoryIds, c) })),
        ),
      );
    await db
      .insert(productSubcategories)
      .values(
        productRows.flatMap((r) =>
          r.subs.map((s) => ({ productId: r.row.id, subcategoryId: idOf(subcategoryIds, s) })),
        ),
      );
  });

  return {
    categoryIds,
    subcategoryIds,
    productIds: new Map(productRows.map((r) => [r.row.name, r.row.id])),
    counts: {
      categories: CATEGORIES.length,
      subcategories: SUBCATEGORIES.length,
      products: productRows.length,
      images: new Set(looks.map((l) => `${l.shape}:${l.colour}`)).size,
    },
  };
}
