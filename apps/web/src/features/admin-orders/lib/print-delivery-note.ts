import type { Order } from '@zina/shared/schemas/order';
import { buildDeliveryNoteHtml, type DeliveryNoteCodes } from './delivery-note-html';
import { SHOP, type ShopInfo } from './shop';

/** SPEC.md §8 print messages. */
export const PRINT_MSG = {
  popupBlocked: "Impossible d'ouvrir la fenêtre d'impression. Vérifiez les bloqueurs de popup.",
  codesFailed: 'Erreur lors de la génération des codes QR et à barres',
} as const;

/** SPEC.md §9 print constants. */
export const PRINT_OPEN_DELAY_MS = 500;
export const PRINT_CLOSE_DELAY_MS = 1000;
export const PRINT_WINDOW_FEATURES = 'width=800,height=600';

export interface PrintDeps {
  open: () => Window | null;
  alert: (message: string) => void;
  makeCodes: (order: Order) => Promise<DeliveryNoteCodes>;
  shop?: ShopInfo;
}

export type PrintOutcome = 'printed' | 'blocked' | 'codes-failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md §2/§8/§9 delivery note: after 500 ms an 800×600 window opens, receives the note and
 * prints; it closes 1 s after printing. A blocked popup and a failure of the codes are alerts.
 */
export async function printDeliveryNote(order: Order, deps: PrintDeps): Promise<PrintOutcome> {
  // The codes are drawn while the delay runs.
  const codes = deps.makeCodes(order).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await wait(PRINT_OPEN_DELAY_MS);
  const win = deps.open();
  if (!win) {
    deps.alert(PRINT_MSG.popupBlocked);
    return 'blocked';
  }
  const made = await codes;
  if (!made.ok) {
    console.error(made.error);
    win.close();
    deps.alert(PRINT_MSG.codesFailed);
    return 'codes-failed';
  }

  const doc = win.document;
  doc.open();
  doc.write(buildDeliveryNoteHtml(order, deps.shop ?? SHOP, made.value));
  doc.close();
  win.onafterprint = () => {
    setTimeout(() => win.close(), PRINT_CLOSE_DELAY_MS);
  };
  // The QR image must be decoded before the print snapshot is taken.
  await Promise.all(
    [...doc.querySelectorAll('img')].map((img) => img.decode?.().catch(() => undefined)),
  );
  win.focus();
  win.print();
  return 'printed';
}

/** The browser's own window and alert, with the real codes. */
export const browserPrintDeps = (makeCodes: PrintDeps['makeCodes']): PrintDeps => ({
  open: () => window.open('', '_blank', PRINT_WINDOW_FEATURES),
  alert: (message) => window.alert(message),
  makeCodes,
});
