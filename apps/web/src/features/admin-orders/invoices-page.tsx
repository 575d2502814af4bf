import { useMutation } from '@tanstack/react-query';
import { FileDown, FileText } from 'lucide-react';
import { formatDate, formatMad } from '@zina/shared/format';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { CountedHeading } from '../../components/counted-heading';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { DataTable, type Column } from '../../components/data-table';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadInvoice } from '../../lib/download-invoice';
import { useAdminInvoicesQuery } from './api/invoices';
import { TwoLineCell } from './components/two-line-cell';
import { Pagination } from '../../components/pagination';
import { SearchField } from '../../components/search-field';
import { useSearchPaging } from '../../lib/use-search-paging';

const COLUMNS: readonly Column[] = [
  { label: 'Numéro' },
  { label: 'Commande' },
  { label: 'Client' },
  { label: 'Date' },
  { label: 'Total TTC', end: true },
  { label: 'PDF', end: true },
];

/** Issue 7 'Factures': every invoice, searchable by number or customer, each PDF downloadable. */
export default function InvoicesPage() {
  useDocumentTitle('Factures');
  const { text, setText, search, page, setPage } = useSearchPaging();
  const query = useAdminInvoicesQuery(page, search);
  const invoices = query.data?.invoices ?? [];
  const download = useMutation({ mutationFn: downloadInvoice, onError: handleApiError });

  return (
    <section aria-labelledby="invoices-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <CountedHeading id="invoices-title" count={query.data?.totalCount}>
          Factures
        </CountedHeading>
        <SearchField
          labelShown
          role="search"
          className="min-w-64"
          label="Rechercher une facture"
          placeholder="Numéro ou client..."
          value={text}
          onChange={setText}
        />
      </div>

      <QueryContent
        query={query}
        isEmpty={invoices.length === 0}
        failure="alert"
        empty={
          <EmptyState icon={FileText} look="dashed">
            Aucune facture
          </EmptyState>
        }
      >
        <DataTable caption="Factures" columns={COLUMNS} busy={query.isFetching}>
          {invoices.map((invoice) => {
            const busy = download.isPending && download.variables === invoice.orderId;
            return (
              <tr key={invoice._id}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {invoice.number}
                </th>
                <TwoLineCell main={invoice.label} detail={invoice.orderId} />
                <TwoLineCell main={invoice.customer.name} detail={invoice.customer.email} />
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={invoice.createdAt}>{formatDate(invoice.createdAt)}</time>
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatMad(invoice.totalAmt)}
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="secondary"
                    className="min-h-10"
                    aria-label={`Télécharger la facture ${invoice.number} (PDF)`}
                    disabled={busy}
                    onClick={() => download.mutate(invoice.orderId)}
                  >
                    <FileDown aria-hidden size={18} />
                    {busy ? 'Téléchargement...' : 'PDF'}
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </QueryContent>

      {query.data && (
        <Pagination
          numbers
          page={page}
          totalPages={query.data.totalPages}
          onPage={setPage}
          label="Pagination des factures"
        />
      )}
    </section>
  );
}
