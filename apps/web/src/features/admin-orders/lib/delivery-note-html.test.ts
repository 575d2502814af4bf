import { describe, expect, it } from 'vitest';
import { buildDeliveryNoteHtml, escapeHtml } from './delivery-note-html';
import { SHOP } from './shop';
import { makeOrder } from '../../../test/fake-api';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect/></svg>';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (doc: Document) => doc.body.textContent?.replace(/\s+/g, ' ') ?? '';

describe('buildDeliveryNoteHtml', () => {
  it('is a complete document with the shop, label, date, customer, address, lines and totals', () => {
    const order = makeOrder({ totalAmt: 1499.9, subTotalAmt: 1499.9 });
    const html = buildDeliveryNoteHtml(order, SHOP, { qrDataUrl: QR, barcodeSvg: SVG });
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="fr">');
    const doc = parse(html);
    const label = order.label;
    expect(doc.title).toBe(`Bon de livraison ${label}`);
    const body = text(doc);
    for (const expected of [
      'Zina Accessoires',
      SHOP.address,
      SHOP.phone,
      label,
      order.orderId,
      '4 mars 2026',
      'Salma Benali',
      'salma@example.ma',
      '5 avenue Hassan II',
      'Rabat',
      '+212612345678',
      'Sac Tissé',
      'Bague Argent',
      'Paiement à la livraison',
      'Gratuit',
    ]) {
      expect(body).toContain(expected);
    }
    // 2 × 649,95 = 1 299,90 for the first line; the total of the order.
    expect(body.replace(/\u00a0|\u202f/g, ' ')).toContain('1.299,90 MAD');
    const grand = [...doc.querySelectorAll('.grand td')].map((td) => td.textContent);
    expect(grand.map((t) => t?.replace(/\u00a0|\u202f/g, ' '))).toEqual([
      'Total à payer',
      '1.499,90 MAD',
    ]);
  });

  it('shows the QR code at 100 px and the barcode SVG', () => {
    const doc = parse(buildDeliveryNoteHtml(makeOrder(), SHOP, { qrDataUrl: QR, barcodeSvg: SVG }));
    const qr = doc.querySelector('img.qr')!;
    expect(qr.getAttribute('src')).toBe(QR);
    expect(qr.getAttribute('width')).toBe('100');
    expect(qr.getAttribute('height')).toBe('100');
    expect(doc.querySelector('.barcode svg')).not.toBeNull();
    expect(doc.querySelector('.barcode-fallback')).toBeNull();
  });

  it('falls back to a black box with the label when the barcode failed', () => {
    const order = makeOrder();
    const doc = parse(buildDeliveryNoteHtml(order, SHOP, { qrDataUrl: QR, barcodeSvg: null }));
    const box = doc.querySelector('.barcode-fallback')!;
    expect(box.textContent).toBe(order.label);
    expect(doc.querySelector('style')?.textContent).toMatch(
      /\.barcode-fallback \{[^}]*background: #000/,
    );
    expect(doc.querySelector('.barcode svg')).toBeNull();
  });

  it("falls back to Agadir and the shop's phone when the address has none", () => {
    const order = makeOrder({
      delivery_address: { _id: null, adresse: '3 rue Tarik', ville: ' ', telephone: '' },
    });
    const doc = parse(buildDeliveryNoteHtml(order, SHOP, { qrDataUrl: QR, barcodeSvg: SVG }));
    const block = [...doc.querySelectorAll('.block')].find((b) =>
      b.textContent?.includes('Adresse de livraison'),
    )!;
    const lines = [...block.querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toEqual(['3 rue Tarik', 'Agadir', 'Tél. : +212 5 28 00 00 00']);
  });

  it('escapes every text a customer typed', () => {
    const order = makeOrder({
      userId: { _id: 'x', name: '<script>alert(1)</script>', email: 'a"b@example.ma' },
      delivery_address: {
        _id: null,
        adresse: '<img src=x onerror=alert(2)>',
        ville: 'Fès & Meknès',
        telephone: "06'12",
      },
      items: [
        {
          _id: 'l',
          quantity: 1,
          product_details: { name: '<b>Sac</b>', image: [] },
          productId: { _id: null, price: 10, originalPrice: 10 },
        },
      ],
    });
    const html = buildDeliveryNoteHtml(order, SHOP, { qrDataUrl: QR, barcodeSvg: null });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Sac');
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    const body = text(doc);
    expect(body).toContain('<script>alert(1)</script>');
    expect(body).toContain('<img src=x onerror=alert(2)>');
    expect(body).toContain('Fès & Meknès');
    expect(body).toContain("Tél. : 06'12");
    expect(body).toContain('<b>Sac</b>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
