import { formatDate, formatMad } from '@zina/shared/format';
import { paymentStatusLabel } from '@zina/shared/order-status';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { toCentimes, toMad } from '@zina/shared/pricing';
import { VAT_RATE_PERCENT, vatBreakdown } from '@zina/shared/schemas/invoice';
import type { Order } from '@zina/shared/schemas/order';
import type { Config } from '../../config';

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  order: Order;
  seller: Config['seller'];
}

const MARGIN = 50;
const COLUMNS = [
  { title: 'Désignation', width: 235, align: 'left' },
  { title: 'Qté', width: 40, align: 'center' },
  { title: 'Prix unitaire TTC', width: 110, align: 'right' },
  { title: 'Total TTC', width: 110, align: 'right' },
] as const;

/** "RC Agadir 45678" is shown as is; a bare "45678" gets its label. */
const labelled = (label: string, value: string) =>
  value.toUpperCase().startsWith(label.toUpperCase()) ? value : `${label} : ${value}`;

/**
 * The invoice as a PDF, in French. Amounts use fr-MA (U+00A0 separators, which the built-in
 * Helvetica draws; fr-FR's U+202F it does not). Prices include VAT, split out at the end.
 */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  // Loaded with the first invoice: its fonts are not needed by processes that never print one.
  const { default: PDFDocument } = await import('pdfkit');
  const { order, seller } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Facture ${doc.number}`, Author: seller.name, Subject: order.orderId },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 60;

  // Seller (left) and invoice identity (right).
  const top = MARGIN;
  pdf.font('Helvetica-Bold').fontSize(16).text(seller.name, MARGIN, top, { width: 260 });
  pdf.font('Helvetica').fontSize(9).text(seller.address, { width: 260 });
  pdf.text(`Tél. : ${seller.phone}`, { width: 260 });
  pdf.text(`ICE : ${seller.ice}`, { width: 260 });
  pdf.text(`${labelled('RC', seller.rc)} · ${labelled('IF', seller.if)}`, { width: 260 });
  const leftEnd = pdf.y;

  const rightX = MARGIN + width - 220;
  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('FACTURE', rightX, top, { width: 220, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`N° ${doc.number}`, rightX, pdf.y, { width: 220, align: 'right' });
  pdf.text(`Date : ${formatDate(doc.issuedAt)}`, { width: 220, align: 'right' });
  pdf.text(`Commande ${order.label} du ${formatDate(order.createdAt)}`, {
    width: 220,
    align: 'right',
  });
  pdf.fontSize(8).text(`Réf. ${order.orderId}`, { width: 220, align: 'right' });

  // Customer and delivery address.
  let y = Math.max(leftEnd, pdf.y) + 25;
  const a = order.delivery_address;
  pdf.font('Helvetica-Bold').fontSize(10).text('Client', MARGIN, y, { width: 240 });
  pdf.font('Helvetica').fontSize(10).text(order.userId.name, { width: 240 });
  pdf.text(order.userId.email, { width: 240 });
  const customerEnd = pdf.y;
  pdf.font('Helvetica-Bold').text('Adresse de livraison', MARGIN + 260, y, { width: width - 260 });
  pdf.font('Helvetica').text(a.adresse, { width: width - 260 });
  pdf.text(a.ville, { width: width - 260 });
  pdf.text(`Tél. : ${formatMoroccanPhone(a.telephone)}`, { width: width - 260 });
  y = Math.max(customerEnd, pdf.y) + 25;

  // Lines.
  const header = () => {
    pdf.rect(MARGIN, y, width, 20).fill('#f1ede6');
    pdf.fillColor('#222').font('Helvetica-Bold').fontSize(9);
    let x = MARGIN;
    for (const c of COLUMNS) {
      pdf.text(c.title, x + 5, y + 6, { width: c.width - 10, align: c.align });
      x += c.width;
    }
    y += 24;
    pdf.font('Helvetica').fontSize(9);
  };
  header();
  // The delivery fee is a line of its own, its VAT in the totals as the goods' (issue 47).
  const rows = [
    ...order.items.map((item) => ({
      name: item.product_details.name,
      quantity: item.quantity,
      price: item.productId.price,
    })),
    ...(order.deliveryFee > 0
      ? [{ name: `Livraison (${a.ville})`, quantity: 1, price: order.deliveryFee }]
      : []),
  ];
  for (const item of rows) {
    const cells = [
      item.name,
      String(item.quantity),
      formatMad(item.price),
      formatMad(toMad(toCentimes(item.price) * item.quantity)),
    ];
    const height = Math.max(
      ...cells.map((text, i) => pdf.heightOfString(text, { width: COLUMNS[i]!.width - 10 })),
    );
    if (y + height > bottom()) {
      pdf.addPage();
      y = MARGIN;
      header();
    }
    let x = MARGIN;
    cells.forEach((text, i) => {
      const c = COLUMNS[i]!;
      pdf.text(text, x + 5, y, { width: c.width - 10, align: c.align });
      x += c.width;
    });
    y += height + 6;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .lineWidth(0.5)
      .stroke('#dddddd');
  }

  // Totals: prices include VAT.
  const vat = vatBreakdown(toCentimes(order.totalAmt));
  const totals: Array<[string, string, boolean]> = [
    ['Total HT', formatMad(toMad(vat.ht)), false],
    [`TVA ${VAT_RATE_PERCENT} %`, formatMad(toMad(vat.tva)), false],
    ...(order.deliveryFee > 0
      ? []
      : [['Livraison', 'Gratuit', false] as [string, string, boolean]]),
    ['Total TTC', formatMad(toMad(vat.ttc)), true],
  ];
  if (y + totals.length * 16 + 40 > bottom()) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 8;
  const labelX = MARGIN + width - 250;
  for (const [label, value, strong] of totals) {
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 10);
    pdf.text(label, labelX, y, { width: 130 });
    pdf.text(value, labelX + 130, y, { width: 120, align: 'right' });
    y += 16;
  }
  pdf.font('Helvetica').fontSize(9);
  pdf.text(
    `Mode de paiement : ${paymentStatusLabel(order.payment_status, true)}. Prix en dirhams marocains (MAD), TVA ${VAT_RATE_PERCENT} % incluse.`,
    MARGIN,
    y + 14,
    { width },
  );

  // Legal mentions at the foot of every page.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    // Written inside the bottom margin: without this pdfkit would open a new page for it.
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(7.5).fillColor('#555');
    const footer = `${seller.name} · ${seller.address} · Tél. ${seller.phone} · ICE ${seller.ice} · ${labelled('RC', seller.rc)} · ${labelled('IF', seller.if)}`;
    pdf.text(footer, MARGIN, pdf.page.height - MARGIN - 20, { width, align: 'center' });
    if (range.count > 1) {
      pdf.text(`Facture ${doc.number} · page ${i - range.start + 1}/${range.count}`, {
        width,
        align: 'center',
      });
    }
  }
  pdf.end();
  return done;
}
