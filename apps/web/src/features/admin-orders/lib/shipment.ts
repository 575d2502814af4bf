/** Only these orders take a tracking number (the server refuses others: SHIPMENT_MSG.notShippable). */
export const SHIPPABLE: ReadonlySet<string> = new Set(['confirmed', 'shipped']);
