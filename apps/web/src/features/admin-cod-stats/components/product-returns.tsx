import type { CodStats } from '@zina/shared/schemas/cod';
import { TableHead, type Column } from '../../../components/data-table';
import { formatRate } from '../lib/format';
import { FigureCard } from './figure-card';

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
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Produits les plus retournés</caption>
          <TableHead
            columns={COLUMNS}
            className="text-stone-600"
            cellClassName="py-2 pr-3 font-medium last:pr-0"
          />
          <tbody className="divide-y divide-sand-100">
            {shown.map((p) => (
              <tr key={p.productId ?? `kept:${p.name}`}>
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {p.name}
                </th>
                <td className="py-2 pr-3 text-right">{p.orders}</td>
                <td className="py-2 text-right">{formatRate(p.returnRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {products.length > shown.length && (
          <p className="mt-2 text-xs text-stone-600">
            {`${shown.length} produits sur ${products.length} : tous sont dans l’export CSV.`}
          </p>
        )}
      </div>
    </FigureCard>
  );
}
