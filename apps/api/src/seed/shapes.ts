/** Stylised silhouettes on an 800 × 800 canvas, drawn in the product's colour. */
export interface Paint {
  main: string;
  dark: string;
  light: string;
  metal: string;
}

export type Shape =
  | 'handbag'
  | 'backpack'
  | 'clutch'
  | 'tote'
  | 'crossbody'
  | 'necklace'
  | 'bracelet'
  | 'earrings'
  | 'ring'
  | 'watch'
  | 'smartwatch'
  | 'belt'
  | 'braided-belt'
  | 'sunglasses'
  | 'aviator'
  | 'glasses'
  | 'scarf'
  | 'hairclip'
  | 'wallet'
  | 'tie'
  | 'cufflinks'
  | 'keyring';

const stitch = (p: Paint) =>
  `stroke="${p.light}" stroke-width="3" stroke-dasharray="10 8" fill="none"`;

function beltStrap(p: Paint, braided: boolean): string {
  const holes = [470, 520, 570].map((x) => `<circle cx="${x}" cy="405" r="9" fill="${p.dark}"/>`);
  const braid = braided
    ? Array.from(
        { length: 16 },
        (_, i) =>
          `<path d="M${110 + i * 38},362 l30,86" stroke="${p.dark}" stroke-width="8" opacity=".55"/>`,
      ).join('')
    : `<rect x="100" y="372" width="610" height="66" rx="14" ${stitch(p)}/>`;
  return `<rect x="90" y="360" width="630" height="90" rx="20" fill="${p.main}"/>${braid}
    ${braided ? '' : holes.join('')}
    <rect x="170" y="332" width="130" height="146" rx="18" fill="none" stroke="${p.metal}" stroke-width="18"/>
    <rect x="228" y="392" width="110" height="14" rx="7" fill="${p.metal}"/>`;
}

function lenses(p: Paint, kind: 'round' | 'aviator' | 'clear'): string {
  const fill = kind === 'clear' ? `fill="${p.light}" fill-opacity=".35"` : `fill="url(#lens)"`;
  const lens = (cx: number) =>
    kind === 'aviator'
      ? `<path d="M${cx - 115},370 Q${cx},340 ${cx + 115},370 Q${cx + 110},520 ${cx},530 Q${cx - 110},520 ${cx - 115},370 Z" ${fill} stroke="${p.metal}" stroke-width="10"/>`
      : `<ellipse cx="${cx}" cy="430" rx="118" ry="${kind === 'clear' ? 100 : 92}" ${fill} stroke="${p.main}" stroke-width="${kind === 'clear' ? 16 : 26}"/>`;
  const frame = kind === 'aviator' ? p.metal : p.main;
  return `<defs><linearGradient id="lens" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d1d22"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>
    <path d="M150,400 L60,350" stroke="${frame}" stroke-width="14" stroke-linecap="round"/>
    <path d="M650,400 L740,350" stroke="${frame}" stroke-width="14" stroke-linecap="round"/>
    ${lens(275)}${lens(525)}
    <path d="M380,405 Q400,380 420,405" stroke="${frame}" stroke-width="14" fill="none"/>
    ${kind === 'aviator' ? `<path d="M200,362 Q400,330 600,362" stroke="${p.metal}" stroke-width="8" fill="none"/>` : ''}
    <path d="M215,395 q30,-30 70,-22" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".45" fill="none"/>`;
}

function dial(p: Paint, strap: string): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x1 = 400 + Math.sin(a) * 100;
    const y1 = 400 - Math.cos(a) * 100;
    const x2 = 400 + Math.sin(a) * 115;
    const y2 = 400 - Math.cos(a) * 115;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${p.dark}" stroke-width="${i % 3 ? 4 : 8}"/>`;
  });
  return `<rect x="335" y="90" width="130" height="620" rx="36" fill="${strap}"/>
    <rect x="350" y="110" width="100" height="580" rx="28" ${stitch(p)}/>
    <rect x="545" y="385" width="30" height="30" rx="6" fill="${p.metal}"/>
    <circle cx="400" cy="400" r="160" fill="${p.metal}"/>
    <circle cx="400" cy="400" r="135" fill="#fbf8f2"/>${ticks.join('')}
    <line x1="400" y1="400" x2="400" y2="315" stroke="#222" stroke-width="10" stroke-linecap="round"/>
    <line x1="400" y1="400" x2="465" y2="430" stroke="#222" stroke-width="7" stroke-linecap="round"/>
    <circle cx="400" cy="400" r="12" fill="${p.metal}"/>`;
}

export const SHAPES: Record<Shape, (p: Paint) => string> = {
  handbag: (
    p,
  ) => `<path d="M300,360 C300,190 500,190 500,360" stroke="${p.dark}" stroke-width="24" fill="none"/>
    <path d="M210,350 L590,350 L630,640 Q632,670 600,670 L200,670 Q168,670 170,640 Z" fill="${p.main}"/>
    <path d="M210,350 L590,350 L570,470 Q400,530 230,470 Z" fill="${p.dark}"/>
    <rect x="372" y="472" width="56" height="40" rx="8" fill="${p.metal}"/>
    <path d="M205,640 L595,640" ${stitch(p)}/>`,
  backpack: (
    p,
  ) => `<path d="M340,250 C340,170 460,170 460,250" stroke="${p.dark}" stroke-width="20" fill="none"/>
    <rect x="230" y="240" width="340" height="430" rx="70" fill="${p.main}"/>
    <path d="M230,330 Q400,400 570,330 L570,300 Q400,370 230,300 Z" fill="${p.dark}"/>
    <rect x="285" y="460" width="230" height="160" rx="34" fill="${p.dark}"/>
    <rect x="300" y="475" width="200" height="130" rx="26" ${stitch(p)}/>
    <rect x="385" y="445" width="30" height="50" rx="8" fill="${p.metal}"/>`,
  clutch: (p) => `<rect x="160" y="300" width="480" height="270" rx="28" fill="${p.main}"/>
    <path d="M160,320 Q160,300 185,300 L615,300 Q640,300 640,320 L400,470 Z" fill="${p.dark}"/>
    <circle cx="400" cy="455" r="22" fill="${p.metal}"/>
    <rect x="180" y="320" width="440" height="230" rx="20" ${stitch(p)}/>`,
  tote: (
    p,
  ) => `<path d="M270,340 C270,150 370,150 370,340" stroke="${p.dark}" stroke-width="20" fill="none"/>
    <path d="M430,340 C430,150 530,150 530,340" stroke="${p.dark}" stroke-width="20" fill="none"/>
    <path d="M190,330 L610,330 L575,680 L225,680 Z" fill="${p.main}"/>
    <path d="M200,380 L600,380" ${stitch(p)}/>
    <rect x="340" y="440" width="120" height="90" rx="10" fill="${p.light}" opacity=".55"/>`,
  crossbody: (
    p,
  ) => `<path d="M280,420 Q400,40 520,420" stroke="${p.dark}" stroke-width="16" fill="none"/>
    <rect x="250" y="400" width="300" height="230" rx="46" fill="${p.main}"/>
    <path d="M250,450 Q250,400 300,400 L500,400 Q550,400 550,450 L550,500 Q400,560 250,500 Z" fill="${p.dark}"/>
    <circle cx="400" cy="520" r="16" fill="${p.metal}"/>`,
  necklace: (
    p,
  ) => `<path d="M200,170 Q400,690 600,170" stroke="${p.metal}" stroke-width="10" stroke-dasharray="16 6" fill="none"/>
    <circle cx="400" cy="428" r="16" fill="${p.metal}"/>
    <path d="M400,440 L460,520 L400,640 L340,520 Z" fill="${p.main}" stroke="${p.metal}" stroke-width="10"/>
    <path d="M400,460 L430,520 L400,600" stroke="#fff" stroke-width="6" opacity=".5" fill="none"/>`,
  bracelet: (
    p,
  ) => `<ellipse cx="400" cy="430" rx="230" ry="150" fill="none" stroke="${p.metal}" stroke-width="30"/>
    ${Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      return `<circle cx="${(400 + Math.cos(a) * 230).toFixed(1)}" cy="${(430 + Math.sin(a) * 150).toFixed(1)}" r="26" fill="${p.main}" stroke="${p.dark}" stroke-width="4"/>`;
    }).join('')}`,
  earrings: (p) =>
    [290, 510]
      .map(
        (
          x,
        ) => `<path d="M${x},170 q-40,10 -20,70 L${x},300" stroke="${p.metal}" stroke-width="9" fill="none"/>
    <circle cx="${x}" cy="310" r="24" fill="${p.metal}"/>
    <path d="M${x},330 Q${x + 80},470 ${x},600 Q${x - 80},470 ${x},330 Z" fill="${p.main}" stroke="${p.metal}" stroke-width="9"/>`,
      )
      .join(''),
  ring: (
    p,
  ) => `<circle cx="400" cy="480" r="165" fill="none" stroke="${p.metal}" stroke-width="38"/>
    <path d="M330,300 L470,300 L500,250 L440,200 L360,200 L300,250 Z" fill="${p.main}" stroke="${p.metal}" stroke-width="10"/>
    <path d="M300,250 L500,250 M360,200 L400,300 L440,200" stroke="#fff" stroke-width="5" opacity=".55" fill="none"/>`,
  watch: (p) => dial(p, p.main),
  smartwatch: (p) => `<rect x="330" y="80" width="140" height="640" rx="40" fill="${p.main}"/>
    <rect x="255" y="245" width="290" height="320" rx="70" fill="#1c1c20" stroke="${p.metal}" stroke-width="12"/>
    <rect x="285" y="275" width="230" height="260" rx="50" fill="url(#screen)"/>
    <defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>
    <circle cx="400" cy="405" r="70" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="300 140" opacity=".85"/>
    <rect x="545" y="360" width="22" height="70" rx="8" fill="${p.metal}"/>`,
  belt: (p) => beltStrap(p, false),
  'braided-belt': (p) => beltStrap(p, true),
  sunglasses: (p) => lenses(p, 'round'),
  aviator: (p) => lenses(p, 'aviator'),
  glasses: (p) => lenses(p, 'clear'),
  scarf: (
    p,
  ) => `<path d="M140,280 C300,160 500,400 660,280 L660,460 C500,580 300,340 140,460 Z" fill="${p.main}"/>
    <path d="M140,340 C300,220 500,460 660,340 M140,400 C300,280 500,520 660,400" stroke="${p.light}" stroke-width="10" fill="none" opacity=".8"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="662" y1="${292 + i * 23}" x2="${712 + (i % 2) * 10}" y2="${292 + i * 23}" stroke="${p.dark}" stroke-width="6"/>`).join('')}
    <path d="M300,440 C380,520 450,560 560,470 L600,640 C480,700 360,650 300,440 Z" fill="${p.dark}"/>`,
  hairclip: (p) => `<ellipse cx="400" cy="400" rx="260" ry="70" fill="${p.main}"/>
    <ellipse cx="400" cy="385" rx="230" ry="38" fill="${p.light}" opacity=".45"/>
    ${[220, 280, 340, 400, 460, 520, 580].map((x) => `<circle cx="${x}" cy="400" r="20" fill="#fbf6ee" stroke="${p.metal}" stroke-width="4"/>`).join('')}
    <rect x="200" y="470" width="400" height="18" rx="9" fill="${p.metal}"/>`,
  wallet: (
    p,
  ) => `<rect x="300" y="230" width="170" height="110" rx="10" fill="#f4f1ea" transform="rotate(-8 385 285)"/>
    <rect x="180" y="270" width="440" height="300" rx="34" fill="${p.main}"/>
    <rect x="198" y="288" width="404" height="264" rx="24" ${stitch(p)}/>
    <path d="M400,270 L400,570" stroke="${p.dark}" stroke-width="8"/>
    <rect x="520" y="390" width="100" height="60" rx="18" fill="${p.dark}"/>
    <circle cx="560" cy="420" r="12" fill="${p.metal}"/>`,
  tie: (p) => `<path d="M350,130 L450,130 L430,220 L370,220 Z" fill="${p.dark}"/>
    <path d="M370,220 L430,220 L500,590 L400,700 L300,590 Z" fill="${p.main}"/>
    ${[300, 380, 460, 540].map((y) => `<path d="M330,${y + 60} L470,${y}" stroke="${p.light}" stroke-width="14" opacity=".6"/>`).join('')}`,
  cufflinks: (p) =>
    [
      [290, 360],
      [510, 470],
    ]
      .map(
        ([
          x,
          y,
        ]) => `<rect x="${x! - 20}" y="${y! - 20}" width="150" height="40" rx="20" fill="${p.metal}" transform="rotate(35 ${x} ${y})"/>
    <circle cx="${x}" cy="${y}" r="110" fill="${p.metal}"/>
    <circle cx="${x}" cy="${y}" r="82" fill="${p.main}"/>
    <circle cx="${x}" cy="${y}" r="82" fill="none" stroke="${p.dark}" stroke-width="6"/>
    <path d="M${x! - 50},${y! - 30} q40,-38 84,-12" stroke="#fff" stroke-width="10" opacity=".5" fill="none"/>`,
      )
      .join(''),
  keyring: (
    p,
  ) => `<circle cx="400" cy="210" r="80" fill="none" stroke="${p.metal}" stroke-width="18"/>
    <rect x="385" y="280" width="30" height="80" rx="10" fill="${p.metal}"/>
    <rect x="310" y="350" width="180" height="320" rx="80" fill="${p.main}"/>
    <rect x="328" y="368" width="144" height="284" rx="66" ${stitch(p)}/>
    <circle cx="400" cy="420" r="22" fill="${p.dark}"/>`,
};
