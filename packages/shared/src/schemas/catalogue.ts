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

/** POST /api/product/get-pruduct-by-category-and-subcategory (spelled so in the contract). */
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
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
