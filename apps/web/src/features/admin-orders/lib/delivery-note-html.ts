import { formatDate, formatMad } from '@zina/shared/format';
import type { Order } from '@zina/shared/schemas/order';
import { DEFAULT_CITY, type ShopInfo } from './shop';

/** Every text put into the note's HTML goes through this (names and addresses are typed by customers). */
export const escapeHtml = (value: string | number): string =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const PAYMENT_TEXT = 'Paiement à la livraison';
export const QR_SIZE_PX = 100;
export const BARCODE_WIDTH_PX = 400;
export const BARCODE_HEIGHT_PX = 100;

export interface DeliveryNoteCodes {
  /** data:image/png URL of the QR code of the order's reference. */
  qrDataUrl: string;
  /** The CODE128 barcode of the label as SVG markup we generated, or null when it failed. */
  barcodeSvg: string | null;
}

const STYLE = `
  @page { size: A4; margin: 14mm; }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 24px; font-family: Arial, Helvetica, sans-serif; color: #2b211c; background: #fff; }
  header { display: flex; justify-content: space-between; gap: 24px; border-bottom: 3px solid #7c2d12; padding-bottom: 16px; }
  h1 { margin: 0 0 4px; font-size: 24px; color: #7c2d12; }
  h2 { margin: 0 0 8px; font-size: 15px; text-transform: uppercase; letter-spacing: .06em; color: #7c2d12; }
  .label { font-size: 26px; font-weight: 700; margin: 0; }
  .muted { color: #6b5e55; margin: 2px 0; font-size: 13px; }
  .blocks { display: flex; gap: 16px; margin: 20px 0; }
  .block { flex: 1; border: 1px solid #e6d3bb; border-radius: 8px; padding: 12px 14px; font-size: 14px; }
  .block p { margin: 3px 0; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { border-bottom: 1px solid #e6d3bb; padding: 8px 6px; text-align: left; }
  th { background: #f8f2ea; }
  .num { text-align: right; white-space: nowrap; }
  .totals { margin-left: auto; width: 280px; margin-top: 12px; font-size: 14px; }
  .totals td { border: 0; padding: 4px 6px; }
  .totals .grand td { font-size: 17px; font-weight: 700; border-top: 2px solid #2b211c; }
  .codes { display: flex; justify-content: space-between; align-items: center; gap: 24px; margin-top: 28px; }
  .barcode svg { display: block; width: ${BARCODE_WIDTH_PX}px; height: ${BARCODE_HEIGHT_PX}px; }
  .barcode-fallback { width: ${BARCODE_WIDTH_PX}px; height: ${BARCODE_HEIGHT_PX}px; background: #000; color: #fff;
    display: flex; align-items: center; justify-content: center; font: 700 28px monospace; letter-spacing: .1em;
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .sign { margin-top: 36px; display: flex; justify-content: space-between; font-size: 13px; }
  .sign div { width: 45%; border-top: 1px dashed #6b5e55; padding-top: 6px; }
`;

/**
 * The printable delivery note (SPEC.md §2, §8, §9) as a complete HTML document: shop, order label,
 * date, customer, delivery address (city falling back to Agadir, phone to the shop's), lines,
 * totals, cash on delivery, the QR code and the barcode (or its black-box fallback).
 */
export function buildDeliveryNoteHtml(order: Order, shop: ShopInfo, codes: DeliveryNoteCodes) {
  const label = order.label;
  const address = order.delivery_address;
  const city = address.ville.trim() || DEFAULT_CITY;
  const phone = address.telephone.trim() || shop.phone;
  const e = escapeHtml;

  const lines = order.items
    .map(
      (item) => `<tr>
          <td>${e(item.product_details.name)}</td>
          <td class="num">${e(item.quantity)}</td>
          <td class="num">${e(formatMad(item.productId.price))}</td>
          <td class="num">${e(formatMad(item.productId.price * item.quantity))}</td>
        </tr>`,
    )
    .join('');

  const barcode = codes.barcodeSvg
    ? `<div class="barcode" aria-label="Code-barres ${e(label)}">${codes.barcodeSvg}</div>`
    : `<div class="barcode-fallback" role="img" aria-label="Code-barres ${e(label)}">${e(label)}</div>`;

  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Bon de livraison ${e(label)}</title>
<style>${STYLE}</style>
</head>
<body>
  <header>
    <div>
      <h1>${e(shop.name)}</h1>
      <p class="muted">${e(shop.address)}</p>
      <p class="muted">Tél. : ${e(shop.phone)}</p>
    </div>
    <div style="text-align:right">
      <h2>Bon de livraison</h2>
      <p class="label">${e(label)}</p>
      <p class="muted">Référence : ${e(order.orderId)}</p>
      <p class="muted">Date : ${e(formatDate(order.createdAt))}</p>
    </div>
  </header>

  <section class="blocks">
    <div class="block">
      <h2>Client</h2>
      <p><strong>${e(order.userId.name)}</strong></p>
      <p>${e(order.userId.email)}</p>
    </div>
    <div class="block">
      <h2>Adresse de livraison</h2>
      <p>${e(address.adresse)}</p>
      <p>${e(city)}</p>
      <p>Tél. : ${e(phone)}</p>
    </div>
  </section>

  <table>
    <thead><tr><th>Article</th><th class="num">Quantité</th><th class="num">Prix unitaire</th><th class="num">Total</th></tr></thead>
    <tbody>${lines}</tbody>
  </table>

  <table class="totals">
    <tr><td>Sous-total</td><td class="num">${e(formatMad(order.subTotalAmt))}</td></tr>
    <tr><td>Livraison</td><td class="num">Gratuit</td></tr>
    <tr class="grand"><td>Total à payer</td><td class="num">${e(formatMad(order.totalAmt))}</td></tr>
  </table>
  <p><strong>Mode de paiement :</strong> ${e(PAYMENT_TEXT)}</p>

  <section class="codes">
    <img class="qr" src="${e(codes.qrDataUrl)}" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" alt="QR code ${e(order.orderId)}">
    ${barcode}
  </section>

  <div class="sign"><div>Signature du livreur</div><div>Signature du client</div></div>
</body>
</html>`;
}
