import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { responsiveImage } from '../../../lib/responsive-image';
import { CardActions } from '../components/card-actions';

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
        <CardActions
          className="mt-auto grid grid-cols-2 gap-2"
          buttonClassName="text-sm"
          iconSize={15}
          about={category.name}
          actions={[
            { label: 'Modifier', icon: Pencil, tone: 'brand', onClick: onEdit },
            { label: 'Supprimer', icon: Trash2, tone: 'danger', onClick: onDelete },
          ]}
        />
      </div>
    </li>
  );
}
