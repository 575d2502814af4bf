import { useState } from 'react';
import { PackageSearch } from 'lucide-react';
import type { Product } from '@zina/shared/schemas/catalogue';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { DeleteDialog } from '../../components/confirm-dialog';
import { LowStockSlot } from '../../lib/admin-slots';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deleteProduct } from './api/delete-product';
import { useAdminProducts } from './api/get-products';
import { ImageViewer } from './components/image-viewer';
import { ProductFeeds } from './components/product-feeds';
import { Pagination } from '../../components/pagination';
import { SearchField } from '../../components/search-field';
import { EditProductModal } from './product/edit-product-modal';
import { ProductAdminCard } from './product/product-admin-card';
import { useAdminMutation } from './use-admin-mutation';
import { useSearchPaging } from '../../lib/use-search-paging';

/** SPEC.md §2 'Gestion des Produits': searchable grid, 12 a page, edit modal, delete dialog. */
export default function ProductsPage() {
  useDocumentTitle('Gestion des Produits');
  const { text, setText, search, page, setPage, keepWithin } = useSearchPaging();
  const products = useAdminProducts(page, search);
  const totalPages = products.data?.totalPages ?? 0;
  keepWithin(totalPages, Boolean(products.data) && !products.isPlaceholderData);

  const [preview, setPreview] = useState<string | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useAdminMutation(deleteProduct, 'product', {
    fallbackMessage: 'Produit supprimé avec succès',
    onSuccess: () => setDeleting(null),
  });
  const list = products.data?.products ?? [];

  return (
    <section aria-label="Produits">
      <div className="mb-5 empty:hidden">
        <LowStockSlot />
      </div>
      <div className="mb-5">
        <ProductFeeds />
      </div>
      <div className="mb-5">
        <SearchField
          label="Rechercher un produit"
          placeholder="Rechercher un produit..."
          value={text}
          onChange={setText}
        />
      </div>

      <QueryContent
        query={products}
        isEmpty={list.length === 0}
        empty={<EmptyState icon={PackageSearch}>Aucun produit trouvé</EmptyState>}
      >
        <ul
          aria-busy={products.isFetching}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
        >
          {list.map((product) => (
            <ProductAdminCard
              key={product._id}
              product={product}
              onPreview={setPreview}
              onEdit={() => setEditing(product)}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </ul>
      </QueryContent>
      {products.data && <Pagination page={page} totalPages={totalPages} onPage={setPage} />}

      <ImageViewer src={preview} alt="Aperçu du produit" onClose={() => setPreview(null)} />
      {editing && (
        <EditProductModal key={editing._id} product={editing} onClose={() => setEditing(null)} />
      )}
      <DeleteDialog
        item={deleting}
        title="Suppression Définitive"
        message={() => 'Êtes-vous sûr de vouloir supprimer définitivement ce produit ?'}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(product) => remove.mutate(product._id)}
      />
    </section>
  );
}
