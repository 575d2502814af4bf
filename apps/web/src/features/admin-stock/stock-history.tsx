import { formatDateTime } from '@zina/shared/format';
import { errorMessage } from '../../api/errors';
import { TableHead, type Column } from '../../components/data-table';
import { cx } from '../../lib/cx';
import { useStockHistoryQuery } from './api/stock-history';
import { signedDelta, stockReasonLabel } from './stock-reason';

const COLUMNS: readonly Column[] = [
  { label: 'Date' },
  { label: 'Variation', end: true },
  { label: 'Stock après', end: true },
  { label: 'Motif' },
  { label: 'Par' },
  { label: 'Commande' },
];

/**
 * Issue 7: a product's stock movements (date, change, stock after, reason, by whom, order),
 * newest first, as shown in the product edit modal.
 */
export function StockHistory({ productId }: { productId: string }) {
  const query = useStockHistoryQuery(productId);
  const moves = query.data ?? [];

  return (
    <section aria-labelledby={`stock-history-${productId}`} className="mt-6">
      <h3 id={`stock-history-${productId}`} className="font-display text-lg text-ink">
        Historique du stock
      </h3>
      {query.isPending ? (
        <p role="status" className="mt-2 text-sm text-stone-600">
          Chargement de l’historique…
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(query.error)}
        </p>
      ) : moves.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Aucun mouvement de stock</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-2xl ring-1 ring-sand-100">
          <table className="w-full text-left text-sm">
            <TableHead columns={COLUMNS} cellClassName="px-3 py-2" />
            <tbody className="divide-y divide-sand-100">
              {moves.map((move) => (
                <tr key={move._id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={move.createdAt}>{formatDateTime(move.createdAt)}</time>
                  </td>
                  <td
                    className={cx(
                      'px-3 py-2 text-right font-semibold tabular-nums',
                      move.delta > 0 ? 'text-green-700' : move.delta < 0 ? 'text-red-700' : '',
                    )}
                  >
                    {signedDelta(move.delta)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{move.stockAfter}</td>
                  <td className="px-3 py-2">{stockReasonLabel(move.reason)}</td>
                  <td className="px-3 py-2">{move.user?.name ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{move.orderLabel ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
