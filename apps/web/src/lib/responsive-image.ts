/**
 * The upload pipeline (apps/api/src/lib/images.ts) stores each picture as WebP in the widths
 * 320, 640 and 1280 below its own width, plus its own width capped at 1280, all named
 * `<prefix>/<24-hex id>-<width>.webp`; the URL saved with a product is the widest one.
 */
const STORED_WIDTHS = [320, 640, 1280] as const;
const VARIANT = /^(.*\/[0-9a-f]{24})-(\d+)\.webp$/;

/** `srcset` of an uploaded image from its saved URL; undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  const match = VARIANT.exec(url);
  if (!match) return undefined;
  const base = match[1]!;
  const top = Number(match[2]);
  if (!Number.isInteger(top) || top < 1) return undefined;
  const widths = [...STORED_WIDTHS.filter((w) => w < top), top];
  return widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ');
}

/** The attributes of an <img> for an uploaded image (plain `src` when the name is not ours). */
export function responsiveImage(url: string, sizes: string) {
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
