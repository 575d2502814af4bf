import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createProduct } from './api/save-product';
import { ProductForm } from './product/product-form';
import { EMPTY_PRODUCT } from './product/product-form-schema';
import { useAdminMutation } from './use-admin-mutation';

/** SPEC.md §2 'Ajouter Produit'; after a success the form starts again empty (§4). */
export default function UploadProductPage() {
  useDocumentTitle('Ajouter Produit');
  const [round, setRound] = useState(0);
  const create = useAdminMutation(createProduct, 'product', {
    fallbackMessage: 'Produit créé avec succès',
    onSuccess: () => setRound((r) => r + 1),
  });

  return (
    <section
      aria-label="Nouveau produit"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100 sm:p-8"
    >
      <ProductForm
        key={round}
        initial={EMPTY_PRODUCT}
        submitLabel="Créer le Produit"
        busyLabel="Création..."
        busy={create.isPending}
        onSubmit={(input) => create.mutate(input)}
      />
    </section>
  );
}
