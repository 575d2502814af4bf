import { formatDate, formatMad } from '@zina/shared/format';
import { CARRIER_LABELS, type Carrier } from '@zina/shared/schemas/shipment';
import type { Order } from '@zina/shared/schemas/order';
import type { Config } from '../../../config';

/** A4 (one note a page) or 100×150 mm label paper (one label a page). */
export type LabelFormat = 'a4' | 'label';

const MM = 72 / 25.4;
const PAGES = {
  a4: { size: 'A4' as const, margin: 40, text: 11, title: 22, qr: 90, bar: 46 },
  label: {
    size: [100 * MM, 150 * MM] as [number, number],
    margin: 10,
    text: 8,
    title: 15,
    qr: 62,
    bar: 34,
  },
};

type Pdf = PDFKit.PDFDocument;

/** The QR code's modules (qrcode, already the web's) drawn as squares: vector, sharp on any printer. */
async function drawQr(pdf: Pdf, text: string, x: number, y: number, size: number) {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  pdf.save().fillColor('black');
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (modules.get(r, c)) pdf.rect(x + (c + 1) * cell, y + (r + 1) * cell, cell, cell);
    }
  }
  pdf.fill().restore();
}

/** The CODE128 bars of `text` (bwip-js's encoder: bar and space widths) drawn in `width`. */
async function drawCode128(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  // The default export's `raw` is the encoder (the named `raw` is BWIPP's « raw » symbology).
  const { default: bwip } = await import('bwip-js/node');
  const [first] = bwip.raw('code128', text) as Array<{ sbs: number[] }>;
  const sbs = first?.sbs ?? [];
  const total = sbs.reduce((s, w) => s + w, 0);
  const unit = width / total;
  let at = x;
  pdf.save().fillColor('black');
  sbs.forEach((w, i) => {
    if (i % 2 === 0) pdf.rect(at, y, w * unit, height);
    at += w * unit;
  });
  pdf.fill().restore();
}

/**
 * One PDF with each parcel's delivery note, one a page: carrier and tracking number, the label
 * (large, with its CODE128) and the reference (its QR code, as the web's note), the customer's
 * name, phone, address and city, the lines, and the amount to collect at the door.
 */
export async function renderLabelsPdf(
  list: readonly Order[],
  format: LabelFormat,
  seller: Config['seller'],
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const page = PAGES[format];
  const pdf = new PDFDocument({
    size: page.size,
    margin: page.margin,
    autoFirstPage: false,
    info: { Title: `Bons de livraison (${list.length})`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  for (const order of list) {
    pdf.addPage();
    const m = page.margin;
    const width = pdf.page.width - 2 * m;
    const shipment = order.shipment;
    const carrier = shipment
      ? CARRIER_LABELS[shipment.carrier as Carrier]
      : 'Transporteur à choisir';
    const a = order.delivery_address;

    pdf
      .font('Helvetica-Bold')
      .fontSize(page.text + 1)
      .text(seller.name, m, m, { width });
    pdf
      .font('Helvetica')
      .fontSize(page.text - 1)
      .text(`Tél. : ${seller.phone}`, { width });
    pdf.moveDown(0.4);
    pdf
      .font('Helvetica-Bold')
      .fontSize(page.text)
      .text(`${carrier}${shipment ? ` · ${shipment.trackingNumber}` : ''}`, { width });
    pdf.font('Helvetica-Bold').fontSize(page.title).text(order.label, { width });
    pdf
      .font('Helvetica')
      .fontSize(page.text - 1)
      .text(`Réf. ${order.orderId} · ${formatDate(order.createdAt)}`, { width });

    const codesY = pdf.y + 6;
    await drawQr(pdf, order.orderId, m, codesY, page.qr);
    const barX = m + page.qr + 8;
    await drawCode128(pdf, order.label, barX, codesY + 6, width - page.qr - 8, page.bar);
    pdf
      .font('Helvetica')
      .fontSize(page.text - 1)
      .text(order.label, barX, codesY + page.bar + 10, {
        width: width - page.qr - 8,
        align: 'center',
      });

    pdf.y = codesY + page.qr + 8;
    pdf.x = m;
    pdf.font('Helvetica-Bold').fontSize(page.text).text('Destinataire', { width });
    pdf
      .font('Helvetica-Bold')
      .fontSize(page.text + 2)
      .text(order.userId.name, { width });
    pdf
      .font('Helvetica')
      .fontSize(page.text + 1)
      .text(`Tél. : ${a.telephone}`, { width });
    pdf.text(a.adresse, { width });
    pdf.font('Helvetica-Bold').text(a.ville.toUpperCase(), { width });
    pdf.moveDown(0.5);

    pdf.font('Helvetica-Bold').fontSize(page.text).text('Articles', { width });
    pdf.font('Helvetica').fontSize(page.text - (format === 'label' ? 1 : 0));
    const shown = format === 'label' ? order.items.slice(0, 6) : order.items;
    for (const item of shown) {
      pdf.text(`${item.quantity} × ${item.product_details.name}`, {
        width,
        ellipsis: true,
        height: page.text * 2.6,
      });
    }
    if (shown.length < order.items.length) {
      pdf.text(`… et ${order.items.length - shown.length} autre(s) article(s)`, { width });
    }
    pdf.moveDown(0.6);

    const boxY = pdf.y;
    const boxH = page.title + 16;
    pdf.rect(m, boxY, width, boxH).lineWidth(1.5).stroke();
    pdf
      .font('Helvetica-Bold')
      .fontSize(page.title - 4)
      .text(`À encaisser : ${formatMad(order.totalAmt)}`, m + 6, boxY + 8, {
        width: width - 12,
        align: 'center',
      });
    pdf.y = boxY + boxH + 4;
    pdf.x = m;
    if (format === 'a4') {
      pdf.moveDown(2);
      pdf
        .font('Helvetica')
        .fontSize(page.text - 1)
        .text('Signature du livreur', m, pdf.y, { width: width / 2 });
      pdf.text('Signature du client', m + width / 2, pdf.y - pdf.currentLineHeight(), {
        width: width / 2,
        align: 'right',
      });
    }
  }
  pdf.end();
  return done;
}
