import { CartButton } from '../../components/cart-button';
import { useCart } from '../../lib/cart-context';
import { CartPanel } from './cart-panel';
import { useCartPanel } from './panel-state';

/** The header's cart button (count and discounted total) and the side panel it opens. */
export function CartHeader() {
  const { totalQty, totalPrice } = useCart();
  const { open, setOpen } = useCartPanel();
  return (
    <>
      <CartButton count={totalQty} total={totalPrice} onClick={() => setOpen(true)} />
      <CartPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
