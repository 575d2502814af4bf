import { useState } from 'react';
import { FolderPlus, LayoutGrid, Plus } from 'lucide-react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminCategories } from './api/get-categories';
import { CategoryCard } from './category/category-card';
import { CategoryFormModal } from './category/category-form-modal';
import { DeleteCategoryDialogs } from './category/delete-category-dialogs';
import { SubcategoryFormModal } from './subcategory/subcategory-form-modal';

type Editing = { kind: 'create' } | { kind: 'edit'; category: Category } | null;

/** SPEC.md §2 "Categories (admin)": the grid, the create/edit modal and the delete dialog. */
export default function CategoriesPage() {
  useDocumentTitle('Gestion des Catégories');
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [addingSub, setAddingSub] = useState(false);
  const list = categories.data ?? [];

  return (
    <section aria-labelledby="categories-heading">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="categories-heading" className="text-lg font-semibold text-ink">
          Catégories {categories.data && <span className="text-stone-500">({list.length})</span>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAddingSub(true)}>
            <FolderPlus aria-hidden size={18} />
            Ajouter une Sous-catégorie
          </Button>
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden size={18} />
            Ajouter une Catégorie
          </Button>
        </div>
      </div>

      <QueryContent
        query={categories}
        isEmpty={list.length === 0}
        empty={<EmptyState icon={LayoutGrid}>Aucune catégorie</EmptyState>}
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {list.map((category) => (
            <CategoryCard
              key={category._id}
              category={category}
              onEdit={() => setEditing({ kind: 'edit', category })}
              onDelete={() => setDeleting(category)}
            />
          ))}
        </ul>
      </QueryContent>

      {editing && (
        <CategoryFormModal
          key={editing.kind === 'edit' ? editing.category._id : 'new'}
          category={editing.kind === 'edit' ? editing.category : null}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteCategoryDialogs category={deleting} onClose={() => setDeleting(null)} />
      {addingSub && <SubcategoryFormModal subcategory={null} onClose={() => setAddingSub(false)} />}
    </section>
  );
}
