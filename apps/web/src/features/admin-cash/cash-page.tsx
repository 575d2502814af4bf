import { useState } from 'react';
import { Banknote, Download, Wallet } from 'lucide-react';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { saveBlob } from '../../lib/download-invoice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCashQuery, useRemittancesQuery } from './api/cash';
import { CashTable } from './components/cash-table';
import { PeriodForm } from './components/period-form';
import { RemittanceForm } from './components/remittance-form';
import { RemittanceTable } from './components/remittance-table';
import { buildCashCsv, cashCsvName } from './lib/cash-csv';
import { monthToDate, shopToday } from './lib/period';

const card = 'flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100';

/**
 * « Encaissements » (issue 47): per carrier and period, the parcels delivered, the cash
 * collected, the carrier's fees, what it remitted and what it still owes; the period's
 * remittances; a remittance recorded here lowers what is owed; the table exports as CSV.
 */
export default function CashPage() {
  useDocumentTitle('Encaissements');
  const [period, setPeriod] = useState(() => monthToDate(Date.now()));
  const cash = useCashQuery(period);
  const rows = cash.data ?? [];
  const remittances = useRemittancesQuery(period);
  const paid = remittances.data ?? [];

  const exportCsv = () =>
    saveBlob(
      new Blob([buildCashCsv(rows)], { type: 'text/csv;charset=utf-8' }),
      cashCsvName(period),
    );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="cash-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="cash-title" className="font-display text-2xl text-ink">
            Par transporteur
          </h2>
          <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
            <Download aria-hidden size={18} />
            Exporter en CSV
          </Button>
        </div>
        <PeriodForm period={period} onPeriod={setPeriod} />
        <QueryContent
          query={cash}
          isEmpty={rows.length === 0}
          failure="alert"
          empty={
            <EmptyState icon={Wallet} look="dashed">
              Aucun encaissement sur la période
            </EmptyState>
          }
        >
          <CashTable rows={rows} busy={cash.isFetching} />
        </QueryContent>
      </section>

      <section aria-labelledby="remittances-title" className="flex flex-col gap-4">
        <h2 id="remittances-title" className="font-display text-2xl text-ink">
          Versements reçus
        </h2>
        <QueryContent
          query={remittances}
          isEmpty={paid.length === 0}
          failure="alert"
          empty={
            <EmptyState icon={Banknote} look="dashed">
              Aucun versement sur la période
            </EmptyState>
          }
        >
          <RemittanceTable rows={paid} busy={remittances.isFetching} />
        </QueryContent>
      </section>

      <section aria-labelledby="remittance-title" className={card}>
        <h2 id="remittance-title" className="font-display text-2xl text-ink">
          Enregistrer un versement
        </h2>
        <p className="text-sm text-stone-600">
          L’argent qu’un transporteur a reversé à la boutique : le reste dû baisse d’autant.
        </p>
        <RemittanceForm today={shopToday(Date.now())} />
      </section>
    </div>
  );
}
