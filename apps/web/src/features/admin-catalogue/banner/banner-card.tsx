import { useId } from 'react';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { responsiveImage } from '../../../lib/responsive-image';
import { cx } from '../../../lib/cx';
import { CardActions } from '../components/card-actions';

/** One banner: its desktop picture, texts, state and order, and its actions. */
export function BannerCard({
  banner,
  onEdit,
  onToggle,
  onDelete,
}: {
  banner: Banner;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const title = banner.title || 'Bannière sans titre';
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-100">
      <div className="relative aspect-[16/7] bg-sand-50">
        {banner.imageDesktop && (
          <img
            {...responsiveImage(banner.imageDesktop, '(min-width: 1024px) 400px, 90vw')}
            alt=""
            loading="lazy"
            className={cx('size-full object-cover', !banner.isActive && 'opacity-50 grayscale')}
          />
        )}
        <span
          className={cx(
            'absolute top-2 left-2 rounded-full px-2.5 py-1 text-xs font-semibold',
            banner.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700',
          )}
        >
          {banner.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {banner.tag && (
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
            {banner.tag}
          </p>
        )}
        <h3 id={titleId} className="line-clamp-2 font-semibold text-ink">
          {title}
        </h3>
        {banner.subtitle && (
          <p className="line-clamp-2 text-sm text-stone-600">{banner.subtitle}</p>
        )}
        <p className="text-xs text-stone-500">Ordre : {banner.order}</p>
        <CardActions
          className="mt-auto flex flex-wrap gap-2 pt-3"
          buttonClassName="px-3 text-xs"
          describedBy={titleId}
          actions={[
            { label: 'Modifier', icon: Pencil, tone: 'brand', onClick: onEdit },
            banner.isActive
              ? { label: 'Désactiver', icon: EyeOff, tone: 'sand', onClick: onToggle }
              : { label: 'Activer', icon: Eye, tone: 'sand', onClick: onToggle },
            { label: 'Supprimer', icon: Trash2, tone: 'danger', onClick: onDelete },
          ]}
        />
      </div>
    </li>
  );
}
