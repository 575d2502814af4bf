import { useId } from 'react';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@zina/shared/schemas/catalogue';
import { responsiveImage } from '../../../lib/responsive-image';

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
        <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
          <button
            type="button"
            onClick={onEdit}
            aria-describedby={nameId}
            className="flex min-h-10 items-center justify-center gap-1 rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            <Pencil aria-hidden size={14} />
            Modifier
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-describedby={nameId}
            className="flex min-h-10 items-center justify-center gap-1 rounded-full bg-red-50 px-2 text-xs font-semibold text-red-700 hover:bg-red-100"
          >
            <Trash2 aria-hidden size={14} />
            Supprimer
          </button>
        </div>
      </div>
    </li>
  );
}
