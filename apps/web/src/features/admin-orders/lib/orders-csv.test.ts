import { describe, expect, it } from 'vitest';
import { buildOrdersCsv, csvFileName } from './orders-csv';
import { makeOrder } from '../../../test/fake-api';

/** Splits the file into rows of cells, honouring quoted cells (a tiny CSV reader). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('buildOrdersCsv', () => {
  it('starts with a BOM, uses French headers, ";" separators and CRLF rows', () => {
    const csv = buildOrdersCsv([makeOrder()]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.startsWith('\uFEFFCommande;Référence;Date;Client;E-mail;Téléphone;')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('writes one row per order with the label, fr-MA amounts and French statuses', () => {
    const order = makeOrder({ totalAmt: 1499.9, subTotalAmt: 1299.5, order_status: 'shipped' });
    const [header, row] = parse(buildOrdersCsv([order]).slice(1));
    expect(header).toHaveLength(13);
    expect(row).toEqual([
      order.label,
      order.orderId,
      expect.stringMatching(/^04\/03\/2026 \d{2}:00$/),
      'Salma Benali',
      'salma@example.ma',
      '+212612345678',
      '5 avenue Hassan II',
      'Rabat',
      '2 × Sac Tissé | 1 × Bague Argent',
      '1299,50',
      '1499,90',
      'Expédiée',
      'Paiement à la livraison',
    ]);
  });

  it('quotes cells holding ";", quotes or line breaks, doubling the quotes', () => {
    const order = makeOrder({
      userId: { _id: 'x', name: 'Nadia "Nana" Alaoui', email: 'n@example.ma' },
      delivery_address: {
        _id: null,
        adresse: 'Résidence Atlas; bloc B\nappartement 4',
        ville: 'Fès',
        telephone: '+212612345678',
      },
    });
    const csv = buildOrdersCsv([order]);
    expect(csv).toContain(';"Nadia ""Nana"" Alaoui";');
    expect(csv).toContain(';"Résidence Atlas; bloc B\nappartement 4";Fès;');
    const [, row] = parse(csv.slice(1));
    expect(row?.[3]).toBe('Nadia "Nana" Alaoui');
    expect(row?.[6]).toBe('Résidence Atlas; bloc B\nappartement 4');
    expect(row).toHaveLength(13);
  });

  it('keeps a customer text from running as a spreadsheet formula', () => {
    const order = makeOrder({
      userId: { _id: 'x', name: '=HYPERLINK("http://x.test")', email: '@evil' },
    });
    const [, row] = parse(buildOrdersCsv([order]).slice(1));
    expect(row?.[3]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(row?.[4]).toBe("'@evil");
    expect(row?.[5]).toBe('+212612345678');
  });

  it('writes only the header row when there is no order', () => {
    expect(buildOrdersCsv([])).toBe(
      '\uFEFFCommande;Référence;Date;Client;E-mail;Téléphone;Adresse;Ville;Articles;' +
        'Sous-total (MAD);Total (MAD);Statut;Paiement\r\n',
    );
  });
});

describe('csv file name', () => {
  it('names the file after the day', () => {
    expect(csvFileName(new Date('2026-03-04T10:00:00Z'))).toBe('commandes-2026-03-04.csv');
  });
});
