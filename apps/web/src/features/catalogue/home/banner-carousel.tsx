import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { CAROUSEL_INTERVAL_MS } from '@zina/shared/constants';
import { cx } from '../../../lib/cx';
import { BannerSlide, DEFAULT_BANNER, type BannerContent } from './banner-slide';

type Slide = BannerContent & { _id?: string };

const PRELOAD_NEXT_MS = 1000;

const isKeyboardFocus = (el: Element) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * SPEC.md §4 Carousel: with more than one banner it moves on every 4 s, looping, unless the
 * pointer is over it; the dots jump to a banner. No banner: the default one.
 */
export function BannerCarousel({ banners }: { banners: readonly Slide[] }) {
  const slides: readonly Slide[] = banners.length > 0 ? banners : [DEFAULT_BANNER];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const current = index < count ? index : 0;
  const next = (current + 1) % count;
  const moving = count > 1 && !hovered && !focused && !paused;
  // Pictures load one at a time: the first alone at start (it is the page's largest paint),
  // the next one a moment after the current one shows, ready for its turn.
  const [ready, setReady] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    const timer = setTimeout(
      () => setReady((r) => (r.has(current) && r.has(next) ? r : new Set([...r, current, next]))),
      PRELOAD_NEXT_MS,
    );
    return () => clearTimeout(timer);
  }, [current, next]);

  // Keyed on the current slide: a jump by the dots starts a full interval again.
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, current, count]);

  return (
    <section
      aria-roledescription="carrousel"
      aria-label="Nos temps forts"
      className="relative overflow-hidden rounded-none bg-sand-100 sm:rounded-3xl"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus pauses (WCAG 2.2.2); a click on a dot does not stop the carousel for good.
      onFocus={(e) => isKeyboardFocus(e.target) && setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="grid">
        {slides.map((banner, i) => {
          const active = i === current;
          return (
            <div
              key={banner._id ?? `default-${i}`}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(
                'col-start-1 row-start-1 transition-opacity duration-700',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <BannerSlide
                banner={banner}
                first={i === 0}
                withPicture={i === current || ready.has(i)}
              />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 md:inset-x-auto md:right-6 md:bottom-5">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Reprendre le défilement' : 'Mettre le défilement en pause'}
            className="flex size-9 items-center justify-center rounded-full text-white hover:bg-white/20"
          >
            {paused ? <Play aria-hidden size={16} /> : <Pause aria-hidden size={16} />}
          </button>
          {slides.map((banner, i) => (
            <button
              key={banner._id ?? i}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Afficher la bannière ${i + 1}${banner.title ? ` : ${banner.title}` : ''}`}
              aria-current={i === current ? 'true' : undefined}
              className="group flex size-9 items-center justify-center"
            >
              <span
                aria-hidden
                className={cx(
                  'block h-2.5 rounded-full transition-all',
                  i === current ? 'w-7 bg-white' : 'w-2.5 bg-white/55 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** Same box as a banner while the list loads, so nothing below it jumps. */
export function BannerSkeleton() {
  return (
    <div
      role="status"
      aria-label="Chargement des bannières…"
      className="aspect-square w-full animate-pulse bg-sand-100 sm:rounded-3xl md:aspect-[8/3]"
    />
  );
}
