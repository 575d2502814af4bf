import { lazy, Suspense, useState } from 'react';
import { CartButton } from '../../components/cart-button';
import { useCart } from '../../lib/cart-context';
import { useCartPanel } from './panel-state';

/** The side panel and its dialog library load with the first opening: not in the first load. */
const CartPanel = lazy(() => import('./cart-panel').then((m) => ({ default: m.CartPanel })));

/** The header's cart button (count and discounted total) and the side panel it opens. */
export function CartHeader() {
  const { totalQty, totalPrice } = useCart();
  const { open, setOpen } = useCartPanel();
  // Once loaded the panel stays mounted, so that closing it gives the focus back as before.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <>
      <CartButton count={totalQty} total={totalPrice} onClick={() => setOpen(true)} />
      {opened && (
        <Suspense fallback={null}>
          <CartPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
