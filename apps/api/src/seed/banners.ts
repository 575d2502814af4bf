import { listingPath, productPath } from '@zina/shared/slug';
import type { AppDeps } from '../lib/deps';
import { banners } from '../db/schema';
import { COLOURS, metalFor, type ColourName } from './catalogue-data';
import type { SeededCatalogue } from './catalogue';
import { bannerSvg } from './draw';
import { storeDrawing } from './images';
import type { Shape } from './shapes';

interface BannerSeed {
  title: string;
  subtitle: string;
  description: string;
  tag: string;
  buttonText: string;
  /** Where the main button leads, from the seeded catalogue's ids. */
  link: (c: SeededCatalogue) => string;
  background: { from: string; to: string };
  items: Array<{ shape: Shape; colour: ColourName }>;
}

const id = (ids: Map<string, string>, name: string) => {
  const value = ids.get(name);
  if (!value) throw new Error(`Bannière de démonstration : « ${name} » inconnu`);
  return value;
};
const listing = (c: SeededCatalogue, category: string, sub: string) =>
  listingPath(
    { _id: id(c.categoryIds, category), name: category },
    { _id: id(c.subcategoryIds, sub), name: sub },
  );

const BANNERS: BannerSeed[] = [
  {
    title: 'Nouvelle collection Sacs',
    subtitle: 'Cuir véritable, savoir-faire marocain',
    description: 'Sacs à main, cabas et pochettes façonnés par nos artisans de Fès et Marrakech.',
    tag: 'Nouveauté',
    buttonText: 'Découvrir les sacs',
    link: (c) => listing(c, 'Sacs', 'Sacs à main'),
    background: { from: '#8a3b1f', to: '#d98b5f' },
    items: [
      { shape: 'handbag', colour: 'Camel' },
      { shape: 'clutch', colour: 'Noir' },
    ],
  },
  {
    title: 'L’heure de l’élégance',
    subtitle: 'Montres homme et femme, garanties 2 ans',
    description: 'Des montres classiques et connectées livrées en 24 à 48 h partout au Maroc.',
    tag: 'Exclusivité',
    buttonText: 'Voir les montres',
    link: (c) => listing(c, 'Montres', 'Montres Homme'),
    background: { from: '#1f3150', to: '#4a6a8f' },
    items: [
      { shape: 'watch', colour: 'Marron' },
      { shape: 'smartwatch', colour: 'Noir' },
    ],
  },
  {
    title: 'Bijoux dorés jusqu’à -30 %',
    subtitle: 'Colliers, bagues et bracelets à offrir',
    description:
      'Profitez de nos prix doux sur une sélection de bijoux inspirés de l’artisanat berbère.',
    tag: 'Promo',
    buttonText: 'J’en profite',
    link: (c) =>
      productPath({ _id: id(c.productIds, 'Bague émeraude Zineb'), name: 'Bague émeraude Zineb' }),
    background: { from: '#7b2335', to: '#e3a9b0' },
    items: [
      { shape: 'necklace', colour: 'Vert émeraude' },
      { shape: 'ring', colour: 'Bordeaux' },
    ],
  },
];

async function drawBanner(deps: AppDeps, b: BannerSeed, width: number, height: number) {
  const items = b.items.map((i) => ({
    ...i,
    colour: COLOURS[i.colour],
    metal: metalFor(i.colour),
  }));
  return storeDrawing(deps.storage, bannerSvg({ width, height }, b.background, items));
}

/** Three active home-page banners, desktop 1600 × 600 and mobile 800 × 800. */
export async function seedBanners(deps: AppDeps, catalogue: SeededCatalogue): Promise<number> {
  const rows = await Promise.all(
    BANNERS.map(async (b, order) => ({
      title: b.title,
      subtitle: b.subtitle,
      description: b.description,
      tag: b.tag,
      imageDesktop: await drawBanner(deps, b, 1600, 600),
      imageMobile: await drawBanner(deps, b, 800, 800),
      buttonText: b.buttonText,
      buttonLink: b.link(catalogue),
      secondaryButtonText: 'Tous les produits',
      secondaryButtonLink: '/products',
      isActive: true,
      order,
    })),
  );
  await deps.db.insert(banners).values(rows);
  return rows.length;
}
