import { useId } from 'react';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@zina/shared/schemas/catalogue';
import { responsiveImage } from '../../../lib/responsive-image';
import { CardActions } from '../components/card-actions';

/** SPEC.md §2 product admin card: first image (opens the preview), name, unit and two actions. */
export function ProductAdminCard({
  product,
  onPreview,
  onEdit,
  onDelete,
}: {
  product: Product;
  onPreview: (src: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const nameId = useId();
  const first = product.image[0];
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100">
      {first ? (
        <button
          type="button"
          onClick={() => onPreview(first)}
          aria-label={`Agrandir l'image de ${product.name}`}
          className="aspect-square bg-sand-50"
        >
          <img
            {...responsiveImage(first, '(min-width: 1280px) 180px, (min-width: 640px) 30vw, 90vw')}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        </button>
      ) : (
        <div className="flex aspect-square items-center justify-center bg-sand-50 text-stone-400">
          <ImageOff aria-hidden size={32} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 id={nameId} className="line-clamp-2 text-sm font-semibold text-ink">
          {product.name}
        </h3>
        <p className="text-xs text-stone-500">{product.unit}</p>
        <CardActions
          className="mt-auto grid grid-cols-2 gap-2 pt-3"
          buttonClassName="px-2 text-xs"
          describedBy={nameId}
          actions={[
            { label: 'Modifier', icon: Pencil, tone: 'brand', onClick: onEdit },
            { label: 'Supprimer', icon: Trash2, tone: 'danger', onClick: onDelete },
          ]}
        />
      </div>
    </li>
  );
}
