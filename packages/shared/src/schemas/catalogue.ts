import { z } from 'zod';
import { apiResponse } from '../api-response';
import { PAGE_SIZES } from '../constants';
import { IdSchema, limitSchema, PageSchema } from './common';

/* ---------- What the catalogue calls answer (SPEC.md §3) ---------- */

export const RefSchema = z.object({ _id: z.string(), name: z.string() });
export type Ref = z.infer<typeof RefSchema>;

export const CategorySchema = z.object({ _id: z.string(), name: z.string(), image: z.string() });
export type Category = z.infer<typeof CategorySchema>;

export const SubcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  category: z.array(RefSchema),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

/** Prices are MAD numbers; `price` is the original price, the discount is applied by `discountedPrice`. */
export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(RefSchema),
  subCategory: z.array(RefSchema),
  unit: z.string(),
  stock: z.number(),
  price: z.number(),
  discount: z.number(),
  description: z.string(),
  more_details: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const BannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imageDesktop: z.string(),
  imageMobile: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  secondaryButtonText: z.string(),
  secondaryButtonLink: z.string(),
  isActive: z.boolean(),
  order: z.number(),
  tag: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/* ---------- Requests ---------- */

/** The sort menu of the listing screens (SPEC.md §2); prices sort on the discounted price. */
export const PRODUCT_SORTS = [
  'newest',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'discount',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const ProductSortSchema = z.enum(PRODUCT_SORTS, { error: 'Tri invalide' });

/** Free text; never an error: the server keeps words only and ignores the rest. */
export const SearchTextSchema = z
  .string({ error: 'La recherche doit être un texte' })
  .nullish()
  .transform((s) => (s ?? '').trim().slice(0, 200));

/** A call whose fields are all optional may come with no body at all (null for Fastify). */
const orEmpty = (v: unknown) => v ?? {};

const ProductListFields = z.object({
  page: PageSchema.optional().default(1),
  limit: limitSchema(PAGE_SIZES.adminProducts).optional().default(PAGE_SIZES.adminProducts),
  search: SearchTextSchema,
  sort: ProductSortSchema.optional(),
});
/** POST /api/product/get: the whole catalogue, newest first, or ranked when searching. */
export const ProductListRequestSchema = z.preprocess(orEmpty, ProductListFields);
export type ProductListRequest = z.input<typeof ProductListFields>;

/** POST /api/product/get-product-by-category: the home page row of one category. */
export const ProductsByCategoryRequestSchema = z.object({
  id: IdSchema,
  limit: limitSchema(15, 50).optional().default(15),
});
export type ProductsByCategoryRequest = z.input<typeof ProductsByCategoryRequestSchema>;

export { LISTING_PATH, LISTING_PATH_MISSPELT } from '../catalogue-paths';

/** POST LISTING_PATH (and its misspelt alias). */
export const ListingRequestSchema = z.object({
  categoryId: IdSchema,
  subCategoryId: IdSchema,
  page: PageSchema.optional().default(1),
  limit: limitSchema(PAGE_SIZES.listing).optional().default(PAGE_SIZES.listing),
  sort: ProductSortSchema.optional().default('newest'),
});
export type ListingRequest = z.input<typeof ListingRequestSchema>;

export const ProductDetailsRequestSchema = z.object({ productId: IdSchema });
export type ProductDetailsRequest = z.input<typeof ProductDetailsRequestSchema>;

/**
 * GET /api/product/by-slug/:slug: the product page's last path segment as shared links carry
 * it (`{name slug}-{id}`, productPath in slug.ts), read as the page reads it.
 */
export const ProductSlugParamsSchema = z.object({
  slug: z.string().trim().min(1, 'Produit non trouvé'),
});
export type ProductSlugParams = z.input<typeof ProductSlugParamsSchema>;

const SearchFields = z.object({
  search: SearchTextSchema,
  page: PageSchema.optional().default(1),
  limit: limitSchema(PAGE_SIZES.search).optional().default(PAGE_SIZES.search),
});
/** POST /api/product/search-product (SPEC.md §7). */
export const SearchRequestSchema = z.preprocess(orEmpty, SearchFields);
export type SearchRequest = z.input<typeof SearchFields>;

/* ---------- Responses ---------- */

export const CategoryListResponseSchema = apiResponse(z.array(CategorySchema));
export const SubcategoryListResponseSchema = apiResponse(z.array(SubcategorySchema));
export const BannerListResponseSchema = apiResponse(z.array(BannerSchema));
export const ProductResponseSchema = apiResponse(ProductSchema);
export const ProductRowResponseSchema = apiResponse(z.array(ProductSchema));

export const ProductListResponseSchema = apiResponse(z.array(ProductSchema)).extend({
  totalCount: z.number(),
  totalNoPage: z.number(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ListingResponseSchema = apiResponse(z.array(ProductSchema)).extend({
  page: z.number(),
  totalCount: z.number(),
  totalNoPage: z.number(),
});
export type ListingResponse = z.infer<typeof ListingResponseSchema>;

export const SearchResponseSchema = apiResponse(z.array(ProductSchema)).extend({
  page: z.number(),
  totalPage: z.number(),
  totalCount: z.number(),
  /** More products match than totalCount: a search counts its matches up to a bound (ADR 0010). */
  totalCapped: z.boolean().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/* ---------- Admin writes (SPEC.md §5, §7; issue 6) ---------- */

export const CATALOGUE_MSG = {
  categoryAdded: 'Catégorie ajoutée avec succès',
  categoryUpdated: 'Catégorie mise à jour avec succès',
  categoryDeleted: 'Catégorie supprimée avec succès',
  categoryNotFound: 'Catégorie introuvable',
  subcategoryCreated: 'Sous-catégorie créée avec succès',
  subcategoryUpdated: 'Sous-catégorie mise à jour avec succès',
  subcategoryDeleted: 'Sous-catégorie supprimée avec succès',
  subcategoryNotFound: 'Sous-catégorie introuvable',
  productCreated: 'Produit créé avec succès',
  productUpdated: 'Produit mis à jour avec succès',
  productDeleted: 'Produit supprimé avec succès',
  bannerCreated: 'Bannière créée avec succès',
  bannerUpdated: 'Bannière mise à jour avec succès',
  bannerDeleted: 'Bannière supprimée avec succès',
  bannerActivated: 'Bannière activée',
  bannerDeactivated: 'Bannière désactivée',
  bannerNotFound: 'Bannière introuvable',
  bannerList: 'Liste des bannières',
  /** SPEC.md §5, word for word. */
  bannerImagesRequired: 'Les images desktop et mobile sont requises',
  imageRequired: "L'image est requise",
  imageInvalid: 'Adresse d’image invalide',
  /** An image URL that this shop's upload did not issue (another site's, a made-up path…). */
  imageForeign: 'Image refusée : utilisez une image téléchargée sur cette boutique',
  categoryRequired: 'Veuillez choisir au moins une catégorie',
  categoryUnknown: 'Une des catégories choisies n’existe pas',
  subcategoryUnknown: 'Une des sous-catégories choisies n’existe pas',
  linkInvalid: 'Le lien doit commencer par « / » ou être une adresse http(s)',
} as const;

/** "Cette catégorie est utilisée par 3 sous-catégories et 12 produits…" (delete refused). */
export function categoryInUseMessage(subcategories: number, products: number): string {
  const parts = [
    subcategories > 0 && `${subcategories} sous-catégorie${subcategories > 1 ? 's' : ''}`,
    products > 0 && `${products} produit${products > 1 ? 's' : ''}`,
  ].filter(Boolean);
  return `Cette catégorie est utilisée par ${parts.join(' et ')} : détachez-les avant de la supprimer.`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Form inputs send numbers as text ("12", "99,90"): those become numbers, anything else is refused. */
const numeric = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(v)
    ? Number(v.trim().replace(',', '.'))
    : v;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Optional free text: missing or null is stored as ''. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: `${label} doit être un texte` })
      .trim()
      .max(max, `${label} ne doit pas dépasser ${max} caractères`),
  );

/** An image URL; that it is one of this shop's uploads is checked by the server (storage). */
const imageUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(1000, CATALOGUE_MSG.imageInvalid)
    .refine((v) => !/[\s\\]/.test(v), CATALOGUE_MSG.imageInvalid);

/** An id, or an object carrying it ({ _id, name } as the lists hand them out). */
const refId = (message: string) =>
  z.preprocess(
    (v) => (isObject(v) ? v._id : v),
    z.string({ error: message }).regex(/^[0-9a-f]{24}$/, message),
  );

/** A list of ids (or objects with _id), duplicates dropped; a single value is a list of one. */
const refIds = (message: string, max = 50) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null || Array.isArray(v) ? v : [v]),
      z.array(refId(message), { error: message }).max(max, message),
    )
    .transform((ids) => [...new Set(ids)]);

/* Category */

const CategoryFields = z.object({
  name: required('Le nom est requis', 100, 'Le nom ne doit pas dépasser 100 caractères'),
  image: imageUrl(CATALOGUE_MSG.imageRequired),
});

/** POST /api/category/add-category. */
export const CategoryInputSchema = CategoryFields;
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** PUT /api/category/update. */
export const CategoryUpdateSchema = CategoryFields.extend({ _id: IdSchema });
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;

const detachFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
    error: 'Le choix « détacher » doit être vrai ou faux',
  })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** DELETE /api/category/delete body: { _id, detach? } (the path form carries the id). */
export const CategoryDeleteSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ _id: IdSchema.optional(), detach: detachFlag }),
);
export const CategoryDeleteQuerySchema = z.object({ detach: detachFlag });

/* Subcategory */

const SubcategoryFields = z.object({
  name: required('Le nom est requis', 100, 'Le nom ne doit pas dépasser 100 caractères'),
  image: imageUrl(CATALOGUE_MSG.imageRequired),
  category: z
    .preprocess((v) => v ?? [], refIds(CATALOGUE_MSG.categoryUnknown))
    .refine((ids) => ids.length > 0, CATALOGUE_MSG.categoryRequired),
});

/** POST /api/subcategory/create: category as ids or { _id, name } objects. */
export const SubcategoryInputSchema = SubcategoryFields;
export type SubcategoryInput = z.input<typeof SubcategoryInputSchema>;
export type SubcategoryInputParsed = z.output<typeof SubcategoryInputSchema>;

export const SubcategoryUpdateSchema = SubcategoryFields.extend({ _id: IdSchema });
export type SubcategoryUpdate = z.input<typeof SubcategoryUpdateSchema>;
export type SubcategoryUpdateParsed = z.output<typeof SubcategoryUpdateSchema>;

/** The row object may come whole (SPEC.md §7): only _id is read. */
export const IdBodySchema = z.preprocess((v) => v ?? {}, z.object({ _id: IdSchema }));
export const IdParamsSchema = z.object({ id: IdSchema });

/* Product */

export const PRODUCT_LIMITS = {
  name: 200,
  unit: 100,
  description: 5000,
  images: 10,
  details: 30,
  detailName: 100,
  detailValue: 500,
  maxPrice: 1_000_000,
  maxStock: 1_000_000,
} as const;

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const priceSchema = z.preprocess(
  numeric,
  z
    .number({ error: 'Le prix doit être un nombre' })
    .gt(0, 'Le prix doit être supérieur à 0')
    .max(PRODUCT_LIMITS.maxPrice, 'Le prix ne doit pas dépasser 1 000 000 MAD')
    .refine(hasAtMostTwoDecimals, 'Le prix doit avoir au plus 2 décimales'),
);

const stockSchema = z.preprocess(
  numeric,
  z
    .number({ error: 'Le stock doit être un nombre' })
    .int('Le stock doit être un nombre entier')
    .min(0, 'Le stock ne peut pas être négatif')
    .max(PRODUCT_LIMITS.maxStock, 'Le stock ne doit pas dépasser 1 000 000'),
);

const DISCOUNT_RANGE = 'La remise doit être un nombre entier entre 0 et 100';
const discountSchema = z.preprocess(
  numeric,
  z
    .number({ error: 'La remise doit être un nombre' })
    .int(DISCOUNT_RANGE)
    .min(0, DISCOUNT_RANGE)
    .max(100, DISCOUNT_RANGE),
);

/** Custom fields (SPEC.md §5): every value is required; names and values are trimmed. */
const moreDetailsSchema = z.preprocess(
  (v) => v ?? {},
  z
    .record(z.string(), z.unknown(), { error: 'Les champs personnalisés sont invalides' })
    .transform((record, ctx) => {
      const entries = Object.entries(record);
      if (entries.length > PRODUCT_LIMITS.details) {
        ctx.addIssue({ code: 'custom', message: '30 champs personnalisés au maximum' });
        return z.NEVER;
      }
      const out: Array<[string, string]> = [];
      for (const [rawKey, value] of entries) {
        const key = rawKey.trim();
        if (!key || key.length > PRODUCT_LIMITS.detailName) {
          ctx.addIssue({
            code: 'custom',
            message: 'Le nom d’un champ personnalisé doit compter de 1 à 100 caractères',
          });
          return z.NEVER;
        }
        const text = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
        if (text === null || !text.trim()) {
          ctx.addIssue({ code: 'custom', message: `Le champ « ${key} » est requis` });
          return z.NEVER;
        }
        if (text.trim().length > PRODUCT_LIMITS.detailValue) {
          ctx.addIssue({
            code: 'custom',
            message: `Le champ « ${key} » ne doit pas dépasser 500 caractères`,
          });
          return z.NEVER;
        }
        out.push([key, text.trim()]);
      }
      return Object.fromEntries(out) as Record<string, string>;
    }),
);

const ProductFields = z.object({
  name: required(
    'Le nom du produit est requis',
    PRODUCT_LIMITS.name,
    'Le nom du produit ne doit pas dépasser 200 caractères',
  ),
  description: required(
    'La description est requise',
    PRODUCT_LIMITS.description,
    'La description ne doit pas dépasser 5000 caractères',
  ),
  unit: required(
    'L’unité est requise',
    PRODUCT_LIMITS.unit,
    'L’unité ne doit pas dépasser 100 caractères',
  ),
  stock: stockSchema,
  price: priceSchema,
  discount: discountSchema,
  image: z.preprocess(
    (v) => v ?? [],
    z
      .array(imageUrl(CATALOGUE_MSG.imageInvalid), { error: 'Les images doivent être une liste' })
      .max(PRODUCT_LIMITS.images, '10 images au maximum'),
  ),
  category: z.preprocess((v) => v ?? [], refIds(CATALOGUE_MSG.categoryUnknown)),
  subCategory: z.preprocess((v) => v ?? [], refIds(CATALOGUE_MSG.subcategoryUnknown)),
  more_details: moreDetailsSchema,
});

/** POST /api/product/create: price in MAD (the server stores centimes). */
export const ProductInputSchema = ProductFields;
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductInputParsed = z.output<typeof ProductInputSchema>;

/** PUT /api/product/update-product-details: _id and any of the fields (absent ones unchanged). */
export const ProductUpdateSchema = ProductFields.partial().extend({ _id: IdSchema });
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;
export type ProductUpdateParsed = z.output<typeof ProductUpdateSchema>;

/* Banner */

const bannerImage = z.preprocess(
  (v) => (typeof v === 'string' ? v : v == null ? '' : v),
  imageUrl(CATALOGUE_MSG.bannerImagesRequired),
);

const isHttpUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** '' (no button), a path of this shop ('/products') or an http(s) address. */
const linkSchema = z.preprocess(
  (v) => v ?? '',
  z
    .string({ error: CATALOGUE_MSG.linkInvalid })
    .trim()
    .max(500, 'Le lien ne doit pas dépasser 500 caractères')
    .refine(
      (v) =>
        v === '' ||
        (/^\/(?![/\\])/.test(v) && !/[\s\\]/.test(v)) ||
        (isHttpUrl(v) && !/\s/.test(v)),
      CATALOGUE_MSG.linkInvalid,
    ),
);

const orderSchema = z.preprocess(
  numeric,
  z
    .number({ error: 'L’ordre doit être un nombre' })
    .int('L’ordre doit être un nombre entier')
    .min(0, 'L’ordre doit être supérieur ou égal à 0')
    .max(10_000, 'L’ordre ne doit pas dépasser 10000'),
);

const BannerFields = z.object({
  title: optionalText('Le titre', 200),
  subtitle: optionalText('Le sous-titre', 200),
  description: optionalText('La description', 1000),
  imageDesktop: bannerImage,
  imageMobile: bannerImage,
  buttonText: optionalText('Le texte du bouton', 100),
  buttonLink: linkSchema,
  secondaryButtonText: optionalText('Le texte du second bouton', 100),
  secondaryButtonLink: linkSchema,
  isActive: z.boolean({ error: 'Le statut doit être vrai ou faux' }).optional(),
  order: orderSchema.optional(),
  tag: optionalText("L'étiquette", 100),
});

/** POST /api/banner/create: isActive defaults to true, order to 0. */
export const BannerInputSchema = BannerFields;
export type BannerInput = z.input<typeof BannerInputSchema>;
export type BannerInputParsed = z.output<typeof BannerInputSchema>;

/** PUT /api/banner/update: all fields and _id; an absent isActive or order is left as it is. */
export const BannerUpdateSchema = BannerFields.extend({ _id: IdSchema });
export type BannerUpdate = z.input<typeof BannerUpdateSchema>;
export type BannerUpdateParsed = z.output<typeof BannerUpdateSchema>;

const BannerListFields = z.object({
  page: PageSchema.optional().default(1),
  // 12 in the grid; the edit form loads them all (up to 1000) to find one (SPEC.md §7).
  limit: limitSchema(PAGE_SIZES.banners, 1000).optional().default(PAGE_SIZES.banners),
  search: SearchTextSchema,
});
/** POST /api/banner/get (admin): every banner, active or not. */
export const BannerListRequestSchema = z.preprocess(orEmpty, BannerListFields);
export type BannerListRequest = z.input<typeof BannerListFields>;

export const BannerPageResponseSchema = apiResponse(z.array(BannerSchema)).extend({
  totalPages: z.number(),
  totalCount: z.number(),
});
export type BannerPageResponse = z.infer<typeof BannerPageResponseSchema>;

export const CategoryResponseSchema = apiResponse(CategorySchema);
export const SubcategoryResponseSchema = apiResponse(SubcategorySchema);
export const BannerResponseSchema = apiResponse(BannerSchema);
export const MessageResponseSchema = apiResponse(z.undefined().optional());
