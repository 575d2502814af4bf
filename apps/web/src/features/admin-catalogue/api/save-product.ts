import { api } from '../../../api/http';

/** The fields of POST /api/product/create (SPEC.md §7); categories are sent as ids. */
export interface ProductInput {
  name: string;
  description: string;
  image: string[];
  category: string[];
  subCategory: string[];
  unit: string;
  stock: number;
  price: number;
  discount: number;
  more_details: Record<string, string>;
}

export async function createProduct(input: ProductInput): Promise<string> {
  return (await api.post('/api/product/create', input)).message;
}

/** PUT /api/product/update-product-details: `_id` plus the product fields. */
export async function updateProduct(input: ProductInput & { _id: string }): Promise<string> {
  return (await api.put('/api/product/update-product-details', input)).message;
}
