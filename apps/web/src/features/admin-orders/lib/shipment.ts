/** Only these orders take a tracking number (the server refuses others: SHIPMENT_MSG.notShippable). */
export const SHIPPABLE: ReadonlySet<string> = new Set(['confirmed', 'shipped']);

/** Orders the bulk shipping takes (issue 47: the server refuses the batch if one is not). */
export const BULK_SHIPPABLE: ReadonlySet<string> = new Set(['confirmed', 'processing']);
