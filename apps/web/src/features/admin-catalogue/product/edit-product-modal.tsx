import type { Product } from '@zina/shared/schemas/catalogue';
import { Modal } from '../../../components/modal';
import { StockHistorySlot } from '../../../lib/admin-slots';
import { updateProduct } from '../api/save-product';
import { useAdminMutation } from '../use-admin-mutation';
import { ProductForm } from './product-form';
import { fromProduct } from './product-form-schema';

/** SPEC.md §2 'Modifier Produit': the product form prefilled; success closes it (§4). */
export function EditProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const update = useAdminMutation(updateProduct, 'product', {
    fallbackMessage: 'Produit mis à jour avec succès',
    onSuccess: onClose,
  });
  return (
    <Modal open onClose={onClose} title="Modifier Produit" size="lg" locked={update.isPending}>
      <ProductForm
        initial={fromProduct(product)}
        submitLabel="Modifier le Produit"
        busyLabel="Modification en cours..."
        busy={update.isPending}
        onSubmit={(input) => update.mutate({ ...input, _id: product._id })}
      />
      <StockHistorySlot productId={product._id} />
    </Modal>
  );
}
