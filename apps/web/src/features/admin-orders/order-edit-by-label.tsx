import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import { adminOrdersKey, findOrderByLabel } from './api/admin-orders';
import { OrderEditDialog } from './components/order-edit-dialog';

/**
 * The edit dialog for the order labelled `label`, read first from the order list (the desk's
 * rows carry no product ids): shown by the desk through the admin slots.
 */
export function OrderEditByLabel({ label, onClose }: { label: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...adminOrdersKey, 'by-label', label],
    queryFn: ({ signal }) => findOrderByLabel(label, signal),
    staleTime: 0,
  });

  if (query.isPending) {
    return (
      <Modal open onClose={onClose} title={`Modifier la commande ${label}`}>
        <p role="status" className="text-sm text-stone-600">
          Chargement de la commande…
        </p>
      </Modal>
    );
  }
  if (query.isError || !query.data) {
    return (
      <ConfirmDialog
        open
        title={`Modifier la commande ${label}`}
        message={query.isError ? errorMessage(query.error) : ORDER_MSG.notFound}
        cancelLabel="Fermer"
        confirmLabel="Réessayer"
        onCancel={onClose}
        onConfirm={() => void query.refetch()}
      />
    );
  }
  return (
    <OrderEditDialog
      order={query.data}
      onClose={onClose}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}
    />
  );
}
