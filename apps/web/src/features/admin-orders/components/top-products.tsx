import { formatMad } from '@zina/shared/format';
import type { TopProduct } from '@zina/shared/schemas/order';
import { TableHead, type Column } from '../../../components/data-table';

const COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Produit' },
  { label: 'Commandes', end: true },
  { label: 'Quantité', end: true },
  { label: "Chiffre d'affaires", end: true },
];

/** SPEC.md §9: the top 5 products by quantity sold. */
export const TOP_PRODUCTS_SHOWN = 5;

export function TopProducts({ products }: { products: readonly TopProduct[] }) {
  const top = products.slice(0, TOP_PRODUCTS_SHOWN);
  return (
    <section
      aria-labelledby="top-products-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <h2 id="top-products-title" className="font-display text-xl text-ink">
        Produits les plus vendus
      </h2>
      {top.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Aucune vente pour le moment</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={COLUMNS}
              className="text-xs text-stone-500 uppercase"
              cellClassName="py-2 pr-2 last:pr-0"
            />
            <tbody className="divide-y divide-sand-100">
              {top.map((p, i) => (
                <tr key={p._id ?? `${p.productName}-${i}`}>
                  <td className="py-2 pr-2 text-stone-500">{i + 1}</td>
                  <td className="py-2 pr-2 font-medium">{p.productName}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{p.count}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{p.totalQuantity}</td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {formatMad(p.totalRevenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
