import { useState, type ComponentType } from 'react';
import { CreditCard, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Address } from '@zina/shared/schemas/address';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { Button, buttonClass } from '../../components/button';
import { PageSpinner } from '../../components/page-spinner';
import { useCart } from '../../lib/cart-context';
import { useDelivery } from '../../lib/delivery-quote';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cashOnDeliveryState } from './lib/checkout-rules';
import { OrderSummary } from './order-summary';
import { usePlaceOrder } from './use-place-order';

/** What the checkout needs of the address feature's picker (the router hands it over). */
export interface CheckoutAddressPicker {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

const card = 'rounded-3xl border border-sand-200 bg-white p-5 shadow-sm md:p-6';

/**
 * SPEC.md §2/§4 checkout: address picker, summary, the disabled online payment and cash on
 * delivery, enabled only with a valid address selected.
 */
export default function CheckoutPage({
  AddressPicker,
}: {
  AddressPicker: ComponentType<CheckoutAddressPicker>;
}) {
  useDocumentTitle('Finaliser la commande');
  const cart = useCart();
  const [address, setAddress] = useState<Address | null>(null);
  const order = usePlaceOrder();
  const quoteItems = cart.lines.map((line) => ({
    productId: line.productId._id,
    quantity: line.quantity,
  }));
  const delivery = useDelivery(quoteItems, address?.ville, cart.totalPrice);
  const pay = cashOnDeliveryState({
    address,
    lineCount: cart.lines.length,
    busy: order.isPending,
    delivery: delivery.state,
  });

  if (cart.isLoading) return <PageSpinner />;

  if (cart.lines.length === 0 && cart.unavailable.length === 0) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        <h1 className="font-display text-3xl text-ink">Votre panier est vide</h1>
        <p className="mt-3 text-stone-600">Ajoutez des articles avant de passer commande.</p>
        <Link to="/" className={buttonClass('primary', 'mt-8')}>
          Continuer mes achats
        </Link>
      </section>
    );
  }

  const placeOrder = () => {
    if (!pay.enabled || !address) return;
    order.submit({
      list_items: cart.checkoutItems,
      addressId: address._id,
      // The lines' discounted total, then with the city's fee (the server recomputes both and
      // refuses a total that is not its own).
      subTotalAmt: cart.totalPrice,
      totalAmt: delivery.total,
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
      <h1 className="font-display text-3xl text-ink md:text-4xl">Finaliser la commande</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_400px] lg:items-start">
        <section aria-labelledby="checkout-address" className={card}>
          <h2 id="checkout-address" className="mb-4 font-display text-2xl">
            Adresse de livraison
          </h2>
          <AddressPicker selectedId={address?._id ?? null} onSelect={setAddress} />
        </section>

        <section aria-labelledby="checkout-summary" className={`${card} lg:sticky lg:top-24`}>
          <h2 id="checkout-summary" className="mb-2 font-display text-2xl">
            Récapitulatif
          </h2>
          <OrderSummary cart={cart} delivery={delivery} />
          <div className="mt-6 flex flex-col gap-3">
            <Button variant="secondary" disabled className="w-full">
              <CreditCard aria-hidden size={18} />
              {ORDER_MSG.onlinePaymentUnavailable}
            </Button>
            <Button
              className="w-full"
              disabled={!pay.enabled}
              aria-describedby={pay.reason ? 'cod-reason' : undefined}
              onClick={placeOrder}
            >
              <Truck aria-hidden size={18} />
              {order.isPending ? 'Commande en cours...' : 'Payer à la livraison'}
            </Button>
            {pay.reason && (
              <p id="cod-reason" className="text-center text-sm text-stone-600">
                {pay.reason}
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
