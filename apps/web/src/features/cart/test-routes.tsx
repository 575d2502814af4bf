import { Outlet, type RouteObject } from 'react-router';
import { CartHeader } from './cart-header';
import { CartProvider } from './cart-provider';

/** `pages` under the cart as the store layout gives it: the header's cart button and panel. Test code only. */
export const underCart = (pages: RouteObject[]): RouteObject[] => [
  {
    element: (
      <CartProvider>
        <CartHeader />
        <Outlet />
      </CartProvider>
    ),
    children: pages,
  },
];
