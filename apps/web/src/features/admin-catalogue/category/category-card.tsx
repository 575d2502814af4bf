import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { responsiveImage } from '../../../lib/responsive-image';

export function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100">
      <div className="aspect-square bg-sand-50">
        {category.image && (
          <img
            {...responsiveImage(category.image, '(min-width: 1024px) 200px, 45vw')}
            alt={category.name}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 className="line-clamp-2 text-center text-sm font-semibold text-ink">{category.name}</h3>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Modifier ${category.name}`}
            className="flex min-h-10 items-center justify-center gap-1 rounded-full bg-brand-50 text-sm font-semibold text-brand-800 hover:bg-brand-100"
          >
            <Pencil aria-hidden size={15} />
            <span aria-hidden>Modifier</span>
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Supprimer ${category.name}`}
            className="flex min-h-10 items-center justify-center gap-1 rounded-full bg-red-50 text-sm font-semibold text-red-700 hover:bg-red-100"
          >
            <Trash2 aria-hidden size={15} />
            <span aria-hidden>Supprimer</span>
          </button>
        </div>
      </div>
    </li>
  );
}
