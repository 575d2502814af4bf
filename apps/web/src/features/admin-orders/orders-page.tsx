import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Inbox } from 'lucide-react';
import { toast } from '../../lib/toast';
import { ORDER_PAGE_SIZES } from '@zina/shared/constants';
import type { Order } from '@zina/shared/schemas/order';
import { errorMessage, handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { CountedHeading } from '../../components/counted-heading';
import { DeleteDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { isAdmin, useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getAllAdminOrders, useAdminOrdersQuery } from './api/admin-orders';
import { saveBlob } from '../../lib/download-invoice';
import { useOrderStatsQuery } from './api/order-stats';
import { deleteOrder } from './api/order-status';
import { OrderDetailsModal } from './components/order-details-modal';
import { OrderEditDialog } from './components/order-edit-dialog';
import { OrderFilters } from './components/order-filters';
import { OrdersChart } from './components/orders-chart';
import { OrdersTable } from './components/orders-table';
import { BulkShipBar } from './components/bulk-ship-bar';
import { ReportDialog } from './components/report-dialog';
import { Pagination } from '../../components/pagination';
import { StatsStrip } from './components/stats-strip';
import { StatusModal } from './components/status-modal';
import { TopProducts } from './components/top-products';
import { buildOrdersCsv, csvFileName } from './lib/orders-csv';
import { pageCount } from './lib/pagination';
import { useSearchPaging } from '../../lib/use-search-paging';
import { useOrderListParams } from './use-order-list-params';
import { useOrderSelection } from './use-order-selection';
import { usePrintDeliveryNote } from './use-print-delivery-note';

export const ORDER_DELETED = 'Commande supprimée avec succès';

type Dialog =
  | { kind: 'details'; order: Order }
  | { kind: 'status'; order: Order; fromDetails: boolean }
  | { kind: 'edit'; order: Order }
  | { kind: 'delete'; order: Order }
  | { kind: 'report' };

/** SPEC.md §2 'Gestion des Commandes' (issue 7). */
export default function OrdersPage() {
  useDocumentTitle('Gestion des Commandes');
  const sizeId = useId();
  const { filters, limit, paging, update } = useOrderListParams();
  const { text, setText, page, setPage } = useSearchPaging(paging);
  // An agent (issue 46) works the list only: the figures, deleting and exports are the admin's.
  const admin = isAdmin(useSession((s) => s.user));

  const stats = useOrderStatsQuery(
    { status: filters.status, payment_status: filters.payment_status },
    { enabled: admin },
  );
  const list = useAdminOrdersQuery(filters, page, limit);
  const totalPages = pageCount(limit, {
    statsTotal: stats.data?.totalOrders,
    listTotal: list.data?.totalCount,
    searching: filters.search !== '',
  });
  const orders = list.data?.orders ?? [];
  // A deletion may empty the last page: step back to the page before.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && orders.length === 0 && page > 1) {
      setPage(page - 1);
    }
  }, [list.data, list.isPlaceholderData, orders.length, page, setPage]);

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const bulk = useOrderSelection();
  const { print, printing } = usePrintDeliveryNote();
  const queryClient = useQueryClient();

  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (order: Order) => deleteOrder(order.orderId),
    onSuccess: async (message) => {
      toast.success(message || ORDER_DELETED);
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    // SPEC.md §4: the server says why (409) when the order may not be deleted.
    onError: (error) => setDeleteError(errorMessage(error)),
  });

  const exportCsv = useMutation({
    mutationFn: async () => {
      const all = await getAllAdminOrders(filters);
      const csv = buildOrdersCsv(all);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(new Date()));
      return all.length;
    },
    onSuccess: (count) =>
      toast.success(`${count} commande${count > 1 ? 's' : ''} exportée${count > 1 ? 's' : ''}`),
    onError: handleApiError,
  });

  const closeDialog = () => {
    setDialog(null);
    setDeleteError(null);
  };

  return (
    <div className="flex flex-col gap-6">
      {admin && (
        <>
          <StatsStrip stats={stats.data} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <OrdersChart daily={stats.data?.daily ?? []} />
            <TopProducts products={stats.data?.topProducts ?? []} />
          </div>
        </>
      )}

      <section aria-labelledby="orders-list-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CountedHeading id="orders-list-title" count={list.data?.totalCount}>
            Commandes
          </CountedHeading>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog({ kind: 'report' })}>
              <FileUp aria-hidden size={18} />
              Importer un rapport
            </Button>
            {admin && (
              <Button
                variant="secondary"
                onClick={() => exportCsv.mutate()}
                disabled={exportCsv.isPending}
              >
                <Download aria-hidden size={18} />
                {exportCsv.isPending ? 'Export en cours...' : 'Exporter en CSV'}
              </Button>
            )}
          </div>
        </div>

        <OrderFilters
          status={filters.status}
          paymentStatus={filters.payment_status}
          search={text}
          onStatus={(status) => update({ status })}
          onPaymentStatus={(payment_status) => update({ payment_status })}
          onSearch={setText}
        />

        <BulkShipBar selected={bulk.orders} onClear={bulk.clear} />

        <QueryContent
          query={list}
          isEmpty={orders.length === 0}
          failure="alert"
          empty={
            <EmptyState icon={Inbox} look="dashed">
              Aucune commande
            </EmptyState>
          }
        >
          <OrdersTable
            orders={orders}
            busy={list.isFetching}
            selection={bulk.selection}
            printing={printing}
            onDetails={(order) => setDialog({ kind: 'details', order })}
            onStatus={(order) => setDialog({ kind: 'status', order, fromDetails: false })}
            onPrint={print}
            onDelete={admin ? (order) => setDialog({ kind: 'delete', order }) : undefined}
          />
        </QueryContent>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <Pagination
            numbers
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            onPage={setPage}
            label="Pagination des commandes"
          />
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-sm text-stone-600">
              Commandes par page
            </label>
            <select
              id={sizeId}
              value={limit}
              onChange={(e) => update({ limit: e.target.value })}
              className="min-h-10 rounded-xl border border-sand-300 bg-white px-3 text-sm"
            >
              {ORDER_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>

      {dialog?.kind === 'details' && (
        <OrderDetailsModal
          order={dialog.order}
          onClose={closeDialog}
          onChangeStatus={() =>
            setDialog({ kind: 'status', order: dialog.order, fromDetails: true })
          }
          onPrint={() => print(dialog.order)}
          printing={printing === dialog.order._id}
          onEdit={() => setDialog({ kind: 'edit', order: dialog.order })}
        />
      )}
      {dialog?.kind === 'report' && <ReportDialog onClose={closeDialog} />}
      {dialog?.kind === 'edit' && (
        <OrderEditDialog
          order={dialog.order}
          onClose={() => setDialog({ kind: 'details', order: dialog.order })}
          onSaved={(order) => {
            // Back in the details, the order shows its new lines and total.
            setDialog({ kind: 'edit', order });
            void queryClient.invalidateQueries({ queryKey: ['admin'] });
          }}
        />
      )}
      {dialog?.kind === 'status' && (
        <StatusModal
          order={dialog.order}
          onClose={() =>
            setDialog(dialog.fromDetails ? { kind: 'details', order: dialog.order } : null)
          }
          onUpdated={(order_status) => {
            const order = { ...dialog.order, order_status };
            setDialog(dialog.fromDetails ? { kind: 'details', order } : null);
          }}
        />
      )}
      <DeleteDialog
        item={dialog?.kind === 'delete' ? dialog.order : null}
        title="Supprimer la commande"
        message={(order) =>
          `Êtes-vous sûr de vouloir supprimer définitivement la commande ${order.label} ?`
        }
        busy={remove.isPending}
        onCancel={closeDialog}
        onConfirm={(order) => {
          setDeleteError(null);
          remove.mutate(order);
        }}
      >
        {deleteError && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {deleteError}
          </p>
        )}
      </DeleteDialog>
    </div>
  );
}
