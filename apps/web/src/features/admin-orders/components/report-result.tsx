import { formatMad } from '@zina/shared/format';
import { orderStatusLabel } from '@zina/shared/order-status';
import type { ImportResult } from '@zina/shared/schemas/delivery';

const STATUS_LABELS = {
  delivered: 'livré',
  returned: 'retourné',
  in_transit: 'en transit',
} as const;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-sand-50 px-4 py-3">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="text-2xl font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What a carrier's report says (issue 47): its counts by status, the orders it changes, and
 * what is never applied silently: unknown tracking numbers, amounts that differ from the
 * order's total, rows the order's status refuses.
 */
export function ReportResult({ result }: { result: ImportResult }) {
  return (
    <div className="flex flex-col gap-4">
      <dl aria-label="Résumé du rapport" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Livrés" value={result.delivered} />
        <Figure label="Retournés" value={result.returned} />
        <Figure label="En transit" value={result.inTransit} />
        <Figure
          label={result.applied ? 'Commandes modifiées' : 'Commandes à modifier'}
          value={result.changes}
        />
      </dl>
      {result.unknown.length > 0 && (
        <section aria-labelledby="report-unknown" className="flex flex-col gap-1">
          <h3 id="report-unknown" className="text-sm font-semibold text-amber-800">
            Numéros de suivi inconnus ({result.unknown.length}) : rien n’est appliqué pour eux
          </h3>
          <ul className="flex flex-wrap gap-2 text-sm">
            {result.unknown.map((tracking) => (
              <li key={tracking} className="rounded-full bg-amber-50 px-3 py-1 font-mono">
                {tracking}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.mismatched.length > 0 && (
        <section aria-labelledby="report-mismatched" className="flex flex-col gap-1">
          <h3 id="report-mismatched" className="text-sm font-semibold text-amber-800">
            Montants différents du total de la commande ({result.mismatched.length})
          </h3>
          <table className="text-sm">
            <thead className="text-left text-xs text-stone-600">
              <tr>
                <th scope="col">Commande</th>
                <th scope="col">Suivi</th>
                <th scope="col" className="text-right">
                  Attendu
                </th>
                <th scope="col" className="text-right">
                  Encaissé
                </th>
              </tr>
            </thead>
            <tbody>
              {result.mismatched.map((row) => (
                <tr key={row.tracking}>
                  <th scope="row" className="text-left font-medium">
                    {row.label}
                  </th>
                  <td className="font-mono">{row.tracking}</td>
                  <td className="text-right tabular-nums">{formatMad(row.expected)}</td>
                  <td className="text-right tabular-nums">{formatMad(row.collected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {result.skipped.length > 0 && (
        <section aria-labelledby="report-skipped" className="flex flex-col gap-1">
          <h3 id="report-skipped" className="text-sm font-semibold text-stone-700">
            Lignes non appliquées ({result.skipped.length})
          </h3>
          <ul className="text-sm text-stone-700">
            {result.skipped.map((row) => (
              <li key={row.tracking}>
                {row.label} ({row.tracking}) : {STATUS_LABELS[row.status]} pour une commande{' '}
                {orderStatusLabel(row.orderStatus).toLowerCase()}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
