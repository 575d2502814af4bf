import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { useCart } from '../../lib/cart-context';
import { useOpenerFocus } from '../../lib/use-opener-focus';
import { useSession } from '../../lib/session-store';
import { DeliveryCitySlot } from '../../lib/store-slots';
import { CartLineRow, UnavailableLineRow } from './cart-line';
import { CartTotals } from './cart-totals';
import { CART_TEXT } from './lib/messages';

/** SPEC.md §9: the panel closes, then the checkout opens after this delay. */
export const CHECKOUT_DELAY_MS = 100;

/**
 * SPEC.md §2/§4 cart side panel: slides in from the right, closes by the backdrop, the close
 * button or Escape, keeps the keyboard inside while open (the app's one dialog library). Rendered
 * in <body> because the sticky header's backdrop filter would otherwise clip a fixed element.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status !== 'anonymous');
  const cart = useCart();
  const returnFocus = useOpenerFocus(open);

  if (!open) return null;

  const proceed = () => {
    onClose();
    if (!signedIn) {
      toast.error(CART_TEXT.loginToProceed);
      return;
    }
    window.setTimeout(() => void navigate('/checkout'), CHECKOUT_DELAY_MS);
  };

  const empty = cart.lines.length === 0 && cart.unavailable.length === 0;

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50">
          <Dialog.Overlay
            data-testid="cart-backdrop"
            className="absolute inset-0 bg-ink/40 transition-opacity duration-300 starting:opacity-0"
          />
          <Dialog.Content
            asChild
            aria-modal="true"
            aria-describedby={undefined}
            onCloseAutoFocus={returnFocus}
            className="absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-cream shadow-2xl transition-transform duration-300 ease-out focus:outline-none starting:translate-x-full"
          >
            <aside>
              <header className="flex items-center justify-between border-b border-sand-100 px-5 py-4">
                <Dialog.Title className="font-display text-2xl text-ink">Votre panier</Dialog.Title>
                <Dialog.Close
                  aria-label="Fermer le panier"
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand-100"
                >
                  <X aria-hidden size={22} />
                </Dialog.Close>
              </header>

              {empty ? (
                <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
                  <ShoppingBag aria-hidden size={40} className="text-brand-300" />
                  <p className="text-stone-600">Votre panier est vide</p>
                  {!signedIn && <p className="text-sm text-stone-600">{CART_TEXT.expressHint}</p>}
                  <Button variant="secondary" onClick={onClose}>
                    Continuer mes achats
                  </Button>
                </div>
              ) : (
                <>
                  <ul className="flex-1 divide-y divide-sand-100 overflow-y-auto px-5">
                    {cart.unavailable.map((item) => (
                      <UnavailableLineRow key={item._id} item={item} onRemove={cart.removeItem} />
                    ))}
                    {cart.lines.map((line) => (
                      <CartLineRow key={line.productId._id} line={line} onNavigate={onClose} />
                    ))}
                  </ul>
                  <footer className="border-t border-sand-100 bg-white px-5 py-4">
                    <DeliveryCitySlot>
                      {(city) => <CartTotals cart={cart} city={city} />}
                    </DeliveryCitySlot>
                    <Button
                      className="mt-4 w-full"
                      onClick={proceed}
                      disabled={cart.lines.length === 0}
                    >
                      Procéder
                    </Button>
                  </footer>
                </>
              )}
            </aside>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
