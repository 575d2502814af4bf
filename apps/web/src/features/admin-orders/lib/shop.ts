/**
 * The sender printed on delivery notes (SPEC.md §9: the note falls back to the shop's phone when
 * the address has none). The same values as the API's SELLER_* defaults.
 */
export const SHOP = {
  name: 'Zina Accessoires',
  address: '12 Avenue Hassan II, 80000 Agadir, Maroc',
  phone: '+212 5 28 00 00 00',
} as const;

export type ShopInfo = { readonly name: string; readonly address: string; readonly phone: string };

/** SPEC.md §9: a delivery address without a city is delivered in Agadir. */
export const DEFAULT_CITY = 'Agadir';
