import type { Shape } from './shapes';

/** The demo boutique's catalogue: categories, subcategories and the colours products come in. */

export const COLOURS = {
  Camel: '#c19a6b',
  Cognac: '#9c5a2e',
  Noir: '#2b2b2b',
  Bordeaux: '#7b2335',
  Beige: '#d9c3a0',
  'Rose poudré': '#e3a9b0',
  'Vert émeraude': '#1f7a5a',
  'Bleu nuit': '#1f3150',
  Terracotta: '#c8643b',
  Or: '#d4a537',
  Argent: '#b9bec4',
  'Blanc ivoire': '#f2ead8',
  Marron: '#5d3a22',
  Écaille: '#7a4b24',
  Moutarde: '#d1a02b',
} as const;
export type ColourName = keyof typeof COLOURS;

/** Silver hardware on silver and black pieces, gold elsewhere. */
export const metalFor = (colour: ColourName): 'gold' | 'silver' =>
  colour === 'Argent' || colour === 'Noir' || colour === 'Bleu nuit' ? 'silver' : 'gold';

export interface Look {
  shape: Shape;
  colour: ColourName;
}

export const CATEGORIES: Array<{ name: string } & Look> = [
  { name: 'Sacs', shape: 'handbag', colour: 'Camel' },
  { name: 'Bijoux', shape: 'necklace', colour: 'Vert émeraude' },
  { name: 'Montres', shape: 'watch', colour: 'Marron' },
  { name: 'Ceintures', shape: 'belt', colour: 'Cognac' },
  { name: 'Lunettes', shape: 'sunglasses', colour: 'Écaille' },
  { name: 'Accessoires Femme', shape: 'scarf', colour: 'Rose poudré' },
  { name: 'Accessoires Homme', shape: 'wallet', colour: 'Cognac' },
];

/** A subcategory can sit in several categories (Sacs à main is also an Accessoire Femme). */
export const SUBCATEGORIES: Array<{ name: string; categories: string[] } & Look> = [
  {
    name: 'Sacs à main',
    categories: ['Sacs', 'Accessoires Femme'],
    shape: 'handbag',
    colour: 'Camel',
  },
  { name: 'Sacs à dos', categories: ['Sacs'], shape: 'backpack', colour: 'Noir' },
  {
    name: 'Pochettes',
    categories: ['Sacs', 'Accessoires Femme'],
    shape: 'clutch',
    colour: 'Bordeaux',
  },
  { name: 'Cabas', categories: ['Sacs'], shape: 'tote', colour: 'Beige' },
  { name: 'Sacs bandoulière', categories: ['Sacs'], shape: 'crossbody', colour: 'Terracotta' },
  { name: 'Colliers', categories: ['Bijoux'], shape: 'necklace', colour: 'Vert émeraude' },
  {
    name: 'Bracelets',
    categories: ['Bijoux', 'Accessoires Femme'],
    shape: 'bracelet',
    colour: 'Or',
  },
  { name: 'Boucles d’oreilles', categories: ['Bijoux'], shape: 'earrings', colour: 'Or' },
  { name: 'Bagues', categories: ['Bijoux'], shape: 'ring', colour: 'Bordeaux' },
  {
    name: 'Montres Femme',
    categories: ['Montres', 'Accessoires Femme'],
    shape: 'watch',
    colour: 'Rose poudré',
  },
  {
    name: 'Montres Homme',
    categories: ['Montres', 'Accessoires Homme'],
    shape: 'watch',
    colour: 'Marron',
  },
  { name: 'Montres connectées', categories: ['Montres'], shape: 'smartwatch', colour: 'Noir' },
  { name: 'Montres classiques', categories: ['Montres'], shape: 'watch', colour: 'Noir' },
  { name: 'Ceintures en cuir', categories: ['Ceintures'], shape: 'belt', colour: 'Cognac' },
  { name: 'Ceintures tressées', categories: ['Ceintures'], shape: 'braided-belt', colour: 'Camel' },
  {
    name: 'Ceintures Femme',
    categories: ['Ceintures', 'Accessoires Femme'],
    shape: 'belt',
    colour: 'Rose poudré',
  },
  {
    name: 'Ceintures Homme',
    categories: ['Ceintures', 'Accessoires Homme'],
    shape: 'belt',
    colour: 'Noir',
  },
  {
    name: 'Lunettes de soleil Femme',
    categories: ['Lunettes', 'Accessoires Femme'],
    shape: 'sunglasses',
    colour: 'Écaille',
  },
  {
    name: 'Lunettes de soleil Homme',
    categories: ['Lunettes', 'Accessoires Homme'],
    shape: 'sunglasses',
    colour: 'Noir',
  },
  { name: 'Aviateur', categories: ['Lunettes'], shape: 'aviator', colour: 'Or' },
  {
    name: 'Lunettes anti-lumière bleue',
    categories: ['Lunettes'],
    shape: 'glasses',
    colour: 'Noir',
  },
  { name: 'Foulards', categories: ['Accessoires Femme'], shape: 'scarf', colour: 'Rose poudré' },
  {
    name: 'Accessoires cheveux',
    categories: ['Accessoires Femme'],
    shape: 'hairclip',
    colour: 'Bleu nuit',
  },
  { name: 'Porte-monnaie', categories: ['Accessoires Femme'], shape: 'wallet', colour: 'Bordeaux' },
  { name: 'Portefeuilles', categories: ['Accessoires Homme'], shape: 'wallet', colour: 'Cognac' },
  {
    name: 'Cravates et nœuds papillon',
    categories: ['Accessoires Homme'],
    shape: 'tie',
    colour: 'Bleu nuit',
  },
  {
    name: 'Boutons de manchette',
    categories: ['Accessoires Homme'],
    shape: 'cufflinks',
    colour: 'Bleu nuit',
  },
  { name: 'Porte-clés', categories: ['Accessoires Homme'], shape: 'keyring', colour: 'Cognac' },
];

export interface ProductSeed {
  name: string;
  colour: ColourName;
  /** MAD */
  price: number;
  discount?: number;
  stock: number;
  unit?: string;
  details: Record<string, string>;
  description: string;
}

/** Products of one subcategory (or a few) share a silhouette and a unit. */
export interface ProductGroup {
  subcategories: string[];
  shape: Shape;
  unit: string;
  products: ProductSeed[];
}
