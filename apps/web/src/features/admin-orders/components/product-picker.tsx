import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { formatMad } from '@zina/shared/format';
import { discountedPriceMad } from '@zina/shared/pricing';
import type { Product } from '@zina/shared/schemas/catalogue';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/button';
import { controlClass } from '../../../components/form-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCatalogueSearch } from '../api/product-search';

/** Finds a product of the catalogue to add to the order (an upsell on the call). */
export function ProductPicker({
  taken,
  full,
  onAdd,
}: {
  /** The products already on the order: added by changing their quantity instead. */
  taken: ReadonlySet<string>;
  /** The order has as many lines as it may. */
  full: boolean;
  onAdd: (product: Product, unitPrice: number) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const search = useCatalogueSearch(useDebouncedValue(term, 300));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Ajouter un produit
      </label>
      <input
        id={id}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Nom du produit"
        autoComplete="off"
        className={controlClass}
      />
      {search.isFetching && (
        <p role="status" className="text-sm text-stone-600">
          Recherche…
        </p>
      )}
      {search.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(search.error)}
        </p>
      )}
      {search.data && search.data.length === 0 && (
        <p className="text-sm text-stone-600">Aucun produit trouvé</p>
      )}
      {search.data && search.data.length > 0 && (
        <ul aria-label="Produits trouvés" className="divide-y divide-sand-100">
          {search.data.map((product) => {
            const price = discountedPriceMad(product.price, product.discount);
            const inOrder = taken.has(product._id);
            return (
              <li key={product._id} className="flex items-center gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{product.name}</span>
                  <span className="text-stone-600 tabular-nums">
                    {formatMad(price)} · {product.stock} en stock
                  </span>
                </span>
                <Button
                  variant="secondary"
                  className="min-h-10 px-3"
                  aria-label={`Ajouter ${product.name}`}
                  disabled={inOrder || full || product.stock < 1}
                  onClick={() => onAdd(product, price)}
                >
                  <Plus aria-hidden size={16} />
                  {inOrder ? 'Déjà dans la commande' : product.stock < 1 ? 'Rupture' : 'Ajouter'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
