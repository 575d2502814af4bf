import { MOROCCAN_CITIES } from '@zina/shared/cities';
import type { DeliveryFees } from '@zina/shared/schemas/delivery-fees';

/** The form's fields: the threshold as typed (empty: never free) and every city of the list. */
export interface FeesFormValues {
  freeAbove: string;
  cities: { city: string; fee: string }[];
}

/**
 * Every city of the shop's list with its fee (0 when the table has none), in the list's order,
 * so that a field's index stays the schema's path for its message.
 */
export function feesFormValues(fees: DeliveryFees): FeesFormValues {
  const byCity = new Map(fees.cities.map((row) => [row.city, row.fee]));
  return {
    freeAbove: fees.freeAbove === null ? '' : String(fees.freeAbove),
    cities: MOROCCAN_CITIES.map((city) => ({ city, fee: String(byCity.get(city) ?? 0) })),
  };
}

/** What the shared schema is given: an empty threshold is null, an empty fee 0. */
export const feesInput = (values: FeesFormValues) => ({
  freeAbove: values.freeAbove.trim() === '' ? null : values.freeAbove,
  cities: values.cities.map((row) => ({
    city: row.city,
    fee: row.fee.trim() === '' ? '0' : row.fee,
  })),
});
