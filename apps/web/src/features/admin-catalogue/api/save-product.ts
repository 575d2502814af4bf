import { ProductResponseSchema, type ProductInputParsed } from '@zina/shared/schemas/catalogue';
import { api } from '../../../api/http';

/** What the form sends: the shared schema's parsed shape (trimmed, typed), as the API reads it. */
export type ProductInput = ProductInputParsed;

export async function createProduct(input: ProductInput): Promise<string> {
  return (await api.post(ProductResponseSchema, '/api/product/create', input)).message;
}

/** PUT /api/product/update-product-details: `_id` plus the product fields. */
export async function updateProduct(input: ProductInput & { _id: string }): Promise<string> {
  const body = await api.put(ProductResponseSchema, '/api/product/update-product-details', input);
  return body.message;
}
