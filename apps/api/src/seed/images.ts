import { storeImage } from '../lib/images';
import type { Storage } from '../lib/storage';
import { COLOURS, metalFor, type Look } from './catalogue-data';
import { productSvg, rasterise } from './draw';

const keyOf = (look: Look) => `${look.shape}:${look.colour}`;

/** An SVG drawing, rasterised to PNG and stored like an admin's upload. */
export async function storeDrawing(storage: Storage, svg: string): Promise<string> {
  // Effort 2 instead of 4: seeding stays a few seconds for slightly larger flat-colour files.
  return (await storeImage(storage, await rasterise(svg), { effort: 2 })).url;
}

/**
 * Draws each distinct silhouette + colour once and stores it through the upload pipeline;
 * products of the same kind and colour share a picture, which keeps seeding fast.
 */
export async function drawLooks(storage: Storage, looks: Look[]): Promise<(look: Look) => string> {
  const distinct = [...new Map(looks.map((l) => [keyOf(l), l])).values()];
  const urls = new Map<string, string>();
  // sharp works on the libuv pool (4 threads): a few pictures at a time keep both cores busy.
  for (let i = 0; i < distinct.length; i += 4) {
    await Promise.all(
      distinct.slice(i, i + 4).map(async (look) => {
        const svg = productSvg(look.shape, COLOURS[look.colour], metalFor(look.colour));
        urls.set(keyOf(look), await storeDrawing(storage, svg));
      }),
    );
  }
  return (look) => {
    const url = urls.get(keyOf(look));
    if (!url) throw new Error(`Image de démonstration manquante : ${keyOf(look)}`);
    return url;
  };
}
