import { useState } from 'react';
import { cx } from '../../../lib/cx';
import { responsiveImage } from '../../../lib/responsive-image';

/** SPEC.md §9: at most 4 thumbnails under the main picture. */
export const MAX_THUMBNAILS = 4;

export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const thumbnails = images.slice(0, MAX_THUMBNAILS);
  const main = images[selected] ?? images[0];

  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-3xl bg-sand-50 ring-1 ring-sand-100">
        {main && (
          <img
            {...responsiveImage(main, '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw')}
            alt={name}
            width={1280}
            height={1280}
            // The product's picture is what the shopper came for: fetched first.
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      {thumbnails.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Images du produit">
          {thumbnails.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`Afficher l'image ${i + 1} sur ${thumbnails.length}`}
                aria-pressed={i === selected}
                className={cx(
                  'block aspect-square w-full overflow-hidden rounded-xl bg-sand-50 ring-offset-2 transition',
                  i === selected
                    ? 'ring-2 ring-brand-700'
                    : 'ring-1 ring-sand-200 hover:ring-brand-300',
                )}
              >
                <img
                  {...responsiveImage(url, '140px')}
                  alt=""
                  width={320}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
