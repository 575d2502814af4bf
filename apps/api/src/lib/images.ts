import type { Metadata } from 'sharp';

// Loaded on the first upload: libvips and file-type weigh ~45 MB in every process otherwise.
const loadSharp = () => import('sharp').then((m) => m.default);
const loadFileType = () => import('file-type').then((m) => m.fileTypeFromBuffer);
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { invalid } from './errors';
import { newId } from '../db/ids';
import type { Storage } from './storage';

/** Widths we re-encode to; the largest stored variant is never wider than the last one. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/**
 * A 5 MB file can declare billions of pixels (a "decompression bomb"): the header is read
 * first and anything above this is refused before a single pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const IMAGE_TOO_MANY_PIXELS =
  'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000)';
export const IMAGE_UNREADABLE = 'Image illisible ou endommagée : veuillez choisir un autre fichier';

export interface StoredImage {
  /** The largest variant (≤ 1280 px wide): the URL saved with a product, category or banner. */
  url: string;
  srcset: Array<{ width: number; url: string }>;
}

const SHARP_FORMATS: Record<(typeof IMAGE_MIME_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
// failOn 'warning': a truncated JPEG only warns in libvips and would be stored half grey.
const INPUT = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning', autoOrient: true } as const;
const KEY = /^(images\/[0-9a-f]{24})-(\d+)\.webp$/;

/**
 * Checks an uploaded file by its bytes (never its name or declared type), re-encodes it to
 * WebP in a few widths without metadata, and stores every variant. Nothing is stored when
 * the file is refused.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  /** WebP effort 0–6: the demo seed encodes dozens of pictures and trades a little size for speed. */
  opts: { effort?: number } = {},
): Promise<StoredImage> {
  const width = await inspect(input);
  const sharp = await loadSharp();
  const widths = variantWidths(width);
  let encoded: Buffer[];
  try {
    encoded = await Promise.all(
      widths.map((w) =>
        sharp(input, INPUT)
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: opts.effort ?? 4 })
          .toBuffer(),
      ),
    );
  } catch {
    throw invalid(IMAGE_UNREADABLE);
  }
  const id = newId();
  const keys = widths.map((w) => `images/${id}-${w}.webp`);
  try {
    const urls = await Promise.all(
      keys.map((key, i) => storage.put(key, encoded[i]!, 'image/webp')),
    );
    const srcset = widths.map((w, i) => ({ width: w, url: urls[i]! }));
    return { url: srcset[srcset.length - 1]!.url, srcset };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.remove(key)));
    throw error;
  }
}

/** Type by magic bytes, size, then pixel count from the header alone; returns the width. */
async function inspect(input: Buffer): Promise<number> {
  if (input.length > IMAGE_MAX_BYTES) throw invalid(MSG.imageTooBig);
  const fileTypeFromBuffer = await loadFileType();
  const sharp = await loadSharp();
  const type = input.length > 0 ? await fileTypeFromBuffer(input) : undefined;
  // An animated PNG is still a PNG (its first frame is kept).
  const detected = type?.mime === 'image/apng' ? 'image/png' : type?.mime;
  const mime = IMAGE_MIME_TYPES.find((m) => m === detected);
  if (!mime) throw invalid(MSG.imageInvalid);
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) {
      throw invalid(IMAGE_TOO_MANY_PIXELS);
    }
    throw invalid(IMAGE_UNREADABLE);
  }
  // libvips must read the same format the magic bytes announced (no polyglot files).
  if (meta.format !== SHARP_FORMATS[mime]) throw invalid(MSG.imageInvalid);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw invalid(IMAGE_UNREADABLE);
  if (width * height > IMAGE_MAX_PIXELS) throw invalid(IMAGE_TOO_MANY_PIXELS);
  return width;
}

/** The standard widths below the image's own, then the image's width capped at 1280. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** Whether a URL is one of this shop's uploads: features accept image URLs only from these. */
export function isOwnUpload(url: string, storage: Storage): boolean {
  return storage.keyOf(url) !== null;
}

/** All variants of an image from its main URL (the `url` storeImage returned). */
export function srcsetOf(url: string, storage: Storage): StoredImage['srcset'] {
  const match = KEY.exec(storage.keyOf(url) ?? '');
  if (!match) return [];
  const top = Number(match[2]);
  const suffix = `-${top}.webp`;
  const base = url.slice(0, -suffix.length);
  return variantWidths(top).map((w) => ({ width: w, url: `${base}-${w}.webp` }));
}

/** Removes every width variant of an uploaded image; URLs that are not ours are ignored. */
export async function removeUpload(url: string, storage: Storage): Promise<void> {
  const match = KEY.exec(storage.keyOf(url) ?? '');
  if (!match) return;
  const widths = new Set([...variantWidths(Number(match[2])), ...IMAGE_WIDTHS]);
  await Promise.all([...widths].map((w) => storage.remove(`${match[1]}-${w}.webp`)));
}
