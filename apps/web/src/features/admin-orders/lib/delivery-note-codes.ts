import JsBarcode from 'jsbarcode';
import { toDataURL } from 'qrcode';
import type { Order } from '@zina/shared/schemas/order';
import {
  BARCODE_HEIGHT_PX,
  BARCODE_WIDTH_PX,
  QR_SIZE_PX,
  type DeliveryNoteCodes,
} from './delivery-note-html';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The QR code of the order's reference, 100 px (SPEC.md §9), as a PNG data URL. */
export const qrCodeDataUrl = (reference: string) =>
  toDataURL(reference, { width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' });

/**
 * The CODE128 barcode of the label drawn by jsbarcode into an <svg>, scaled into 400×100
 * (SPEC.md §9) and serialised to be inlined in the note; null when it cannot be drawn (the note
 * then shows its black-box fallback, SPEC.md §8).
 */
export function barcodeSvg(label: string, doc: Document = document): string | null {
  try {
    const svg = doc.createElementNS(SVG_NS, 'svg');
    JsBarcode(svg, label, {
      format: 'CODE128',
      width: 2,
      height: 64,
      margin: 6,
      // jsbarcode measures its caption on a canvas; the caption is drawn below instead.
      displayValue: false,
    });
    const width = Number.parseFloat(svg.getAttribute('width') ?? '');
    const barsHeight = Number.parseFloat(svg.getAttribute('height') ?? '');
    if (!(width > 0 && barsHeight > 0) || !svg.querySelector('rect, path')) return null;
    const caption = doc.createElementNS(SVG_NS, 'text');
    caption.setAttribute('x', String(width / 2));
    caption.setAttribute('y', String(barsHeight + 16));
    caption.setAttribute('text-anchor', 'middle');
    caption.setAttribute('font-family', 'monospace');
    caption.setAttribute('font-size', '18');
    caption.textContent = label;
    svg.append(caption);
    const height = barsHeight + 22;
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('width', String(BARCODE_WIDTH_PX));
    svg.setAttribute('height', String(BARCODE_HEIGHT_PX));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `Code-barres ${label}`);
    return new XMLSerializer().serializeToString(svg);
  } catch (error) {
    console.error(error);
    return null;
  }
}

/** Both codes of a note; rejects when the QR code cannot be made. */
export async function deliveryNoteCodes(order: Order): Promise<DeliveryNoteCodes> {
  const qrDataUrl = await qrCodeDataUrl(order.orderId);
  return { qrDataUrl, barcodeSvg: barcodeSvg(order.label) };
}
