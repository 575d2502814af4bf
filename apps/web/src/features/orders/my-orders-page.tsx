import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrdersQuery } from './api/get-orders';
import { formatWholeMad, totalSpent } from './lib/order-view';
import { OrderCard } from './order-card';

/** SPEC.md §2 Mes Commandes: count and total spent, the cards in 2 columns on large screens. */
export default function MyOrdersPage() {
  useDocumentTitle('Mes Commandes');
  const query = useOrdersQuery();
  const orders = query.data ?? [];

  return (
    <section aria-labelledby="orders-title">
      <PageHeader
        id="orders-title"
        title="Mes Commandes"
        subtitle={
          !query.isPending && (
            <>
              {orders.length} commande{orders.length > 1 ? 's' : ''} · Total dépensé :{' '}
              <span className="font-semibold text-ink">{formatWholeMad(totalSpent(orders))}</span>
            </>
          )
        }
      />

      {query.isPending ? (
        <PageSpinner />
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-sand-300 px-6 py-16 text-center">
          <ShoppingBag aria-hidden size={40} className="text-brand-300" />
          <p className="mt-4 font-display text-2xl text-ink">Aucune commande</p>
          <p className="mt-2 text-sm text-stone-600">Vos commandes apparaîtront ici.</p>
          <Link to="/" className={buttonClass('primary', 'mt-6')}>
            Découvrir la boutique
          </Link>
        </div>
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
