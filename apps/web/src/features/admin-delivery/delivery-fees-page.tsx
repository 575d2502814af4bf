import { QueryContent } from '../../components/query-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeliveryFeesQuery } from './api/delivery-fees';
import { DeliveryFeesForm } from './components/delivery-fees-form';

const card = 'flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100';

/** « Frais de livraison » (issue 47): what the checkout, the cart and the express form charge. */
export default function DeliveryFeesPage() {
  useDocumentTitle('Frais de livraison');
  const query = useDeliveryFeesQuery();
  return (
    <section aria-labelledby="fees-title" className={card}>
      <h2 id="fees-title" className="font-display text-2xl text-ink">
        Frais de livraison par ville
      </h2>
      <p className="text-sm text-stone-600">
        Le client voit les frais de sa ville au panier, à la commande et dans le formulaire express
        ; au-delà du seuil, la livraison est offerte.
      </p>
      <QueryContent query={query} failure="alert">
        {query.data && <DeliveryFeesForm fees={query.data} />}
      </QueryContent>
    </section>
  );
}
