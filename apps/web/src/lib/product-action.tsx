import { createContext, useContext, type ComponentType } from 'react';
import type { CartItem } from '@zina/shared/schemas/cart';
import { Button } from '../components/button';

/** The product as a cart line carries it (SPEC.md §3 Product). */
export type CartProduct = NonNullable<CartItem['productId']>;

/**
 * The add-to-cart control shown wherever a product appears. The cart feature provides it at the
 * app root; catalogue screens render `<ProductAction product={p} />` without knowing the cart.
 */
export const ProductActionContext = createContext<ComponentType<{ product: CartProduct }> | null>(
  null,
);

export function ProductAction({ product }: { product: CartProduct }) {
  const Action = useContext(ProductActionContext);
  if (Action) return <Action product={product} />;
  // SPEC.md §2: an out-of-stock product shows its Épuisé badge instead of a control.
  if (product.stock <= 0) return null;
  return <Button className="w-full">Ajouter</Button>;
}
