import { SHAPES, type Paint, type Shape } from './shapes';

/** Demo pictures are drawn here (no downloads): a silhouette on a soft gradient. */

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

function mix(colour: string, other: string, amount: number): string {
  const a = parseInt(colour.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const channel = (shift: number) =>
    ((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount;
  return `#${hex(channel(16))}${hex(channel(8))}${hex(channel(0))}`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// A radial gradient rather than a blur filter: same soft shadow, a fraction of the render time.
const SHADOW = `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/>
  <stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

export function paint(colour: string, metal: 'gold' | 'silver'): Paint {
  return {
    main: colour,
    dark: mix(colour, '#000000', 0.3),
    light: mix(colour, '#ffffff', 0.55),
    metal: metal === 'gold' ? '#d4a537' : '#c3c8cf',
  };
}

/** Each product kind and colour gets its own background hue, so the grid never looks cloned. */
function background(seed: string, width: number, height: number): string {
  const hue = hash(seed) % 360;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,94%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 25) % 360},45%,80%)"/></linearGradient>
      ${SHADOW}</defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.32}" fill="#fff" opacity=".28"/>
    <circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.25}" fill="#fff" opacity=".18"/>`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A square product picture (800 × 800). */
export function productSvg(shape: Shape, colour: string, metal: 'gold' | 'silver'): string {
  return svg(
    800,
    800,
    `${background(`${shape}:${colour}`, 800, 800)}
    <ellipse cx="400" cy="725" rx="260" ry="34" fill="url(#shadow)"/>
    ${SHAPES[shape](paint(colour, metal))}`,
  );
}

const BANNER_SLOTS = {
  wide: [
    { x: 820, y: 10, s: 0.74 },
    { x: 1210, y: 150, s: 0.52 },
  ],
  square: [
    { x: 10, y: 330, s: 0.56 },
    { x: 390, y: 420, s: 0.46 },
  ],
};

/** A decorative banner picture: the text is laid over it by the page, so none is drawn here. */
export function bannerSvg(
  size: { width: number; height: number },
  colours: { from: string; to: string },
  items: Array<{ shape: Shape; colour: string; metal: 'gold' | 'silver' }>,
): string {
  const { width, height } = size;
  const slots = width > height ? BANNER_SLOTS.wide : BANNER_SLOTS.square;
  const placed = items.slice(0, slots.length).map((item, i) => {
    const { x, y, s } = slots[i]!;
    return `<g transform="translate(${x} ${y}) scale(${s})">
      <ellipse cx="400" cy="725" rx="260" ry="34" fill="url(#shadow)"/>
      ${SHAPES[item.shape](paint(item.colour, item.metal))}</g>`;
  });
  const r = Math.min(width, height);
  return svg(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>
      ${SHADOW}
      <pattern id="zellige" width="90" height="90" patternUnits="userSpaceOnUse">
        <g fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="2">
          <rect x="25" y="25" width="40" height="40"/>
          <rect x="25" y="25" width="40" height="40" transform="rotate(45 45 45)"/></g></pattern></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <rect width="${width}" height="${height}" fill="url(#zellige)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.62}" r="${r * 0.42}" fill="#fff" opacity=".12"/>
    ${placed.join('')}`,
  );
}

/** SVG → PNG, the form an admin would upload; the upload pipeline takes it from there. */
export const rasterise = async (source: string): Promise<Buffer> =>
  (await import('sharp'))
    .default(Buffer.from(source))
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toBuffer();
