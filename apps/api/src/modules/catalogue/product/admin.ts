import { eq } from 'drizzle-orm';
import { discountedPrice, toCentimes, toMad } from '@zina/shared/pricing';
import {
  CATALOGUE_MSG,
  type Product,
  type ProductInputParsed,
  type ProductUpdateParsed,
} from '@zina/shared/schemas/catalogue';
import type { Db } from '../../../db/client';
import {
  categories,
  productCategories,
  products,
  productSubcategories,
  subcategories,
} from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { invalid, notFound } from '../../../lib/errors';
import { removeUnusedUploads, withOwnUploads } from '../core/catalogue-images';
import { isForeignKeyViolation } from '../../../lib/db-errors';
import { assertAllExist, replaceLinks } from '../core/catalogue-links';
import { queueWebhooks } from '../../webhooks';
import { recordAdminStockChange } from '../stock/service';
import { refreshSearchExtra, searchExtraOf } from './search-extra';
import { PRODUCT_NOT_FOUND, productService } from './service';

/** A category or subcategory deleted between our check and our insert: still the client's 400. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const e = error as { constraint?: string; cause?: { constraint?: string } };
    const constraint = e.constraint ?? e.cause?.constraint ?? '';
    throw invalid(
      constraint.includes('subcategor')
        ? CATALOGUE_MSG.subcategoryUnknown
        : CATALOGUE_MSG.categoryUnknown,
    );
  }
}

/** Products: the admin's writes (SPEC.md §2 Add product and Products admin, §5, §7). */
export function productAdminService(deps: AppDeps) {
  const { db } = deps;
  const reads = productService(deps);

  /** Replaces the product's links (after checking the ids) and its search text. */
  async function setLinks(
    tx: Db,
    id: string,
    links: { category?: string[]; subCategory?: string[] },
  ): Promise<void> {
    if (links.category) {
      await assertAllExist(
        tx,
        categories,
        categories.id,
        links.category,
        CATALOGUE_MSG.categoryUnknown,
      );
      await replaceLinks(
        tx,
        productCategories,
        productCategories.productId,
        id,
        links.category.map((categoryId) => ({ productId: id, categoryId })),
      );
    }
    if (links.subCategory) {
      await assertAllExist(
        tx,
        subcategories,
        subcategories.id,
        links.subCategory,
        CATALOGUE_MSG.subcategoryUnknown,
      );
      await replaceLinks(
        tx,
        productSubcategories,
        productSubcategories.productId,
        id,
        links.subCategory.map((subcategoryId) => ({ productId: id, subcategoryId })),
      );
    }
    if (links.category || links.subCategory) await refreshSearchExtra(tx, [id]);
  }

  return {
    /** Prices arrive in MAD and are stored in centimes with the discounted price beside them. */
    async create(input: ProductInputParsed, userId: string): Promise<Product> {
      input = withOwnUploads(input, ['image'], deps);
      const priceCentimes = toCentimes(input.price);
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({
              name: input.name,
              description: input.description,
              images: input.image,
              unit: input.unit,
              stock: input.stock,
              priceCentimes,
              discount: input.discount,
              salePriceCentimes: discountedPrice(priceCentimes, input.discount),
              moreDetails: input.more_details,
              // Its final search text in the insert: setLinks' refresh then finds nothing to
              // change, so a new product is written once (search-extra.ts).
              searchExtra: searchExtraOf(input.category, input.subCategory),
            })
            .returning({ id: products.id });
          const id = row!.id;
          await setLinks(tx, id, { category: input.category, subCategory: input.subCategory });
          await recordAdminStockChange(tx, {
            productId: id,
            before: 0,
            after: input.stock,
            userId,
          });
          return id;
        }),
      );
      return reads.details(id);
    },

    /**
     * Absent fields stay as they are. The row is locked so that a checkout taking units at the
     * same moment is counted before the admin's new stock, and the movement records the change.
     */
    async update(input: ProductUpdateParsed, userId: string): Promise<Product> {
      input = withOwnUploads(input, ['image'], deps);
      const released = await guarded(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(products)
            .where(eq(products.id, input._id))
            .for('update');
          if (!current) throw notFound(PRODUCT_NOT_FOUND);
          const priceCentimes =
            input.price === undefined ? current.priceCentimes : toCentimes(input.price);
          const discount = input.discount ?? current.discount;
          const salePriceCentimes = discountedPrice(priceCentimes, discount);
          await tx
            .update(products)
            .set({
              name: input.name,
              description: input.description,
              images: input.image,
              unit: input.unit,
              stock: input.stock,
              priceCentimes,
              discount,
              salePriceCentimes,
              moreDetails: input.more_details,
            })
            .where(eq(products.id, input._id));
          await setLinks(tx, input._id, {
            category: input.category,
            subCategory: input.subCategory,
          });
          if (input.stock !== undefined) {
            await recordAdminStockChange(tx, {
              productId: input._id,
              before: current.stock,
              after: input.stock,
              userId,
            });
          }
          // Told in the change's transaction: the event exists exactly when the change does.
          await queueWebhooks(tx, [
            {
              event: 'product.updated',
              key: input._id,
              at: deps.clock.now(),
              data: {
                _id: input._id,
                name: input.name ?? current.name,
                price: toMad(priceCentimes),
                discount,
                salePrice: toMad(salePriceCentimes),
                currency: 'MAD',
                stock: input.stock ?? current.stock,
                unit: input.unit ?? current.unit,
              },
            },
          ]);
          const kept = new Set(input.image ?? current.images);
          return current.images.filter((url) => !kept.has(url));
        }),
      );
      await removeUnusedUploads(deps, released);
      return reads.details(input._id);
    },

    /**
     * Past orders keep their lines' snapshot (order_lines.product_id becomes null), cart lines
     * show 'Produit non disponible', stock movements keep their history without the link.
     */
    async remove(id: string): Promise<void> {
      const [row] = await db
        .delete(products)
        .where(eq(products.id, id))
        .returning({ images: products.images });
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      await removeUnusedUploads(deps, row.images);
    },
  };
}
