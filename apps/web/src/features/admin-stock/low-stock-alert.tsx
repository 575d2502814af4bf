import { useEffect, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { useLowStockQuery } from './api/low-stock';

/** Shown before "Voir les N produits": the alert stays short on the dashboard. */
export const LOW_STOCK_SHOWN = 6;

/** Where a product is managed: the products admin page, searching for its name. */
export const productAdminLink = (name: string) =>
  `/dashboard/product?search=${encodeURIComponent(name)}`;

/**
 * Issue 7 low-stock alert: products at or under the threshold, lowest stock first, each linking
 * to the products admin page. Nothing is shown while loading or when no product runs low.
 */
export function LowStockAlert() {
  const query = useLowStockQuery();
  const [all, setAll] = useState(false);
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Erreur lors du chargement du stock faible', error);
  }, [error]);

  const items = [...(query.data ?? [])].sort((a, b) => a.stock - b.stock);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, LOW_STOCK_SHOWN);

  return (
    <section
      aria-labelledby="low-stock-title"
      className="rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden size={22} className="mt-0.5 shrink-0 text-amber-700" />
        <div>
          <h2 id="low-stock-title" className="font-display text-xl text-ink">
            Stock faible
          </h2>
          <p className="text-sm text-stone-700">
            {items.length} produit{items.length > 1 ? 's' : ''} à réapprovisionner
          </p>
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((item) => (
          <li key={item._id}>
            <Link
              to={productAdminLink(item.name)}
              className="flex min-h-11 items-center gap-3 rounded-2xl bg-white p-2 pr-3 shadow-sm ring-1 ring-amber-100 hover:ring-brand-300"
            >
              <span className="size-10 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                {item.image[0] && (
                  <img
                    src={item.image[0]}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
                {item.name}
              </span>
              <span
                className={cx(
                  'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold',
                  item.stock <= 0 ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
                )}
              >
                {item.stock <= 0 ? 'Épuisé' : `${item.stock} en stock`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {items.length > LOW_STOCK_SHOWN && (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
          className="mt-3 min-h-11 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {all ? 'Voir moins' : `Voir les ${items.length} produits`}
        </button>
      )}
    </section>
  );
}
