import { useState } from 'react';
import { Plus } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { Button } from '../../components/button';
import { DeleteDialog } from '../../components/confirm-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deleteSubcategory } from './api/delete-subcategory';
import { useAdminCategories } from './api/get-categories';
import { useAdminSubcategories, type SubcategoryRow } from './api/get-subcategories';
import { ImageViewer } from './components/image-viewer';
import { SubcategoryFormModal } from './subcategory/subcategory-form-modal';
import { SubcategoryTable } from './subcategory/subcategory-table';
import { useAdminMutation } from './use-admin-mutation';

type Editing = { row: SubcategoryRow | null } | null;

export const subcategoryCount = (n: number) =>
  n > 1 ? `${n} sous-catégories disponibles` : `${n} sous-catégorie disponible`;

/** SPEC.md §2 "Subcategories (admin)". */
export default function SubcategoriesPage() {
  useDocumentTitle('Gestion des Sous-catégories');
  const subcategories = useAdminSubcategories();
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<SubcategoryRow | null>(null);
  const [deleting, setDeleting] = useState<SubcategoryRow | null>(null);
  const remove = useAdminMutation(deleteSubcategory, 'subcategory', {
    fallbackMessage: 'Sous-catégorie supprimée',
    onSuccess: () => setDeleting(null),
  });
  const rows = subcategories.data ?? [];

  return (
    <section aria-labelledby="subcategories-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="subcategories-heading" className="text-lg font-semibold text-ink">
            Sous-catégories
          </h2>
          {subcategories.data && (
            <p className="text-sm text-stone-600">{subcategoryCount(rows.length)}</p>
          )}
        </div>
        <Button onClick={() => setEditing({ row: null })}>
          <Plus aria-hidden size={18} />
          Ajouter une Sous-catégorie
        </Button>
      </div>

      <QueryContent
        query={subcategories}
        isEmpty={rows.length === 0}
        empty={<EmptyState>Aucune sous-catégorie</EmptyState>}
      >
        <SubcategoryTable
          rows={rows}
          categories={categories.data ?? []}
          onView={setViewing}
          onEdit={(row) => setEditing({ row })}
          onDelete={setDeleting}
        />
      </QueryContent>

      {editing && (
        <SubcategoryFormModal
          key={editing.row?._id ?? 'new'}
          subcategory={editing.row}
          onClose={() => setEditing(null)}
        />
      )}
      <ImageViewer
        src={viewing?.image ?? null}
        alt={viewing ? `Image de ${viewing.name}` : ''}
        onClose={() => setViewing(null)}
      />
      <DeleteDialog
        item={deleting}
        title="Supprimer la sous-catégorie"
        message={(row) => `Êtes-vous sûr de vouloir supprimer « ${row.name} » ?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => remove.mutate(row._id)}
      />
    </section>
  );
}
