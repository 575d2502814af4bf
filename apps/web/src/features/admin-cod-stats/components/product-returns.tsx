import type { CodStats } from '@zina/shared/schemas/cod';
import type { Column } from '../../../components/data-table';
import { formatRate } from '../lib/format';
import { FigureCard } from './figure-card';
import { FigureRow, FigureTable } from './figure-table';

const COLUMNS: readonly Column[] = [
  { label: 'Produit' },
  { label: 'Commandes', end: true },
  { label: 'Taux de retour', end: true },
];

/** The products shown: the worst first, as the server sorts them. */
export const PRODUCTS_SHOWN = 15;

/** Products by return rate, the worst first: where the parcels come back from. */
export function ProductReturns({ products }: { products: CodStats['byProduct'] }) {
  const shown = products.slice(0, PRODUCTS_SHOWN);
  return (
    <FigureCard title="Produits les plus retournés" empty={shown.length === 0}>
      <FigureTable
        caption="Produits les plus retournés"
        columns={COLUMNS}
        className="mt-3"
        footnote={
          products.length > shown.length && (
            <p className="mt-2 text-xs text-stone-600">
              {`${shown.length} produits sur ${products.length} : tous sont dans l’export CSV.`}
            </p>
          )
        }
      >
        {shown.map((p) => (
          <FigureRow
            key={p.productId ?? `kept:${p.name}`}
            name={p.name}
            figures={[p.orders, formatRate(p.returnRate)]}
          />
        ))}
      </FigureTable>
    </FigureCard>
  );
}
