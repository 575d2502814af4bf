/** Money is held in integer centimes; the API and screens speak MAD numbers. */
export const toCentimes = (mad: number): number => Math.round(mad * 100);
export const toMad = (centimes: number): number => centimes / 100;

/**
 * SPEC.md §9: discounted price = price − price × discount ÷ 100, the deduction rounded
 * UP to a whole dirham. The only place this rule lives.
 */
export function discountedPrice(priceCentimes: number, discountPercent: number): number {
  if (!discountPercent || discountPercent <= 0) return priceCentimes;
  const deduction = Math.ceil((priceCentimes * discountPercent) / 100 / 100) * 100;
  return Math.max(0, priceCentimes - deduction);
}

/** Same rule on MAD numbers, for screens that receive prices from the API. */
export function discountedPriceMad(price: number, discountPercent: number): number {
  return toMad(discountedPrice(toCentimes(price), discountPercent));
}
