import { Gift, PackageX, Sparkles, Truck } from 'lucide-react';
import type { Product } from '@zina/shared/schemas/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ProductAction } from '../../../lib/product-action';
import { ExpressOrderSlot } from '../../../lib/store-slots';
import { PriceTag } from '../price-tag';

/** SPEC.md §2 Product page: shown when a product has no description of its own. */
export const DEFAULT_DESCRIPTION =
  'Un accessoire choisi avec soin par Zina pour sa qualité et son élégance. Il accompagnera vos tenues de tous les jours comme vos grandes occasions.';

/** SPEC.md §2 / §9 perks of the product page. */
const PERKS = [
  { icon: Truck, text: 'Livraison gratuite en 24h' },
  { icon: Gift, text: 'Coffret cadeau' },
  { icon: Sparkles, text: 'Échantillons offerts' },
] as const;

export function ProductInfo({ product }: { product: Product }) {
  const soldOut = product.stock <= 0;
  // The express form loads when opened: the page's first visit carries none of its code.
  const [express, setExpress] = useState(false);
  const details = Object.entries(product.more_details ?? {}).filter(
    ([key, value]) => key.trim() && String(value).trim(),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl leading-tight text-ink sm:text-4xl">{product.name}</h1>
        {product.unit && <p className="text-sm text-stone-600">{product.unit}</p>}
      </div>

      <PriceTag price={product.price} discount={product.discount} size="page" />

      {soldOut ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-2xl bg-red-50 px-4 py-3 font-semibold text-red-800 ring-1 ring-red-100"
        >
          <PackageX aria-hidden size={20} />
          Rupture de stock
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="max-w-xs">
            <ProductAction product={product} />
          </div>
          {express ? (
            <ExpressOrderSlot product={product} />
          ) : (
            <Button variant="secondary" className="max-w-xs" onClick={() => setExpress(true)}>
              Commander maintenant — paiement à la livraison
            </Button>
          )}
        </div>
      )}

      <ul className="grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-sand-100 sm:grid-cols-3">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-sm text-stone-700">
            <Icon aria-hidden size={18} className="shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>

      <section aria-labelledby="product-description">
        <h2 id="product-description" className="text-lg font-semibold text-ink">
          Description
        </h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">
          {product.description.trim() || DEFAULT_DESCRIPTION}
        </p>
      </section>

      {details.length > 0 && (
        <section aria-labelledby="product-details">
          <h2 id="product-details" className="text-lg font-semibold text-ink">
            Détails du produit
          </h2>
          <dl className="mt-2 divide-y divide-sand-100 rounded-2xl bg-white ring-1 ring-sand-100">
            {details.map(([key, value]) => (
              <div
                key={key}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-3"
              >
                <dt className="text-sm font-medium text-stone-600">{key}</dt>
                <dd className="text-sm text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
