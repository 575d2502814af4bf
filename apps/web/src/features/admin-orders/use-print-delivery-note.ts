import { useCallback, useState } from 'react';
import type { Order } from '@zina/shared/schemas/order';
import { browserPrintDeps, printDeliveryNote } from './lib/print-delivery-note';

/** The codes' libraries load only when a note is printed. */
const makeCodes = async (order: Order) =>
  (await import('./lib/delivery-note-codes')).deliveryNoteCodes(order);

/** Prints an order's delivery note; `printing` holds the order being printed. */
export function usePrintDeliveryNote() {
  const [printing, setPrinting] = useState<string | null>(null);
  const print = useCallback((order: Order) => {
    setPrinting(order._id);
    void printDeliveryNote(order, browserPrintDeps(makeCodes))
      .catch((error: unknown) => console.error(error))
      .finally(() => setPrinting(null));
  }, []);
  return { print, printing };
}
