import { randomBytes } from 'node:crypto';
import { toCentimes } from '@zina/shared/pricing';
import { DELIVERY_MSG, type ReportRow } from '@zina/shared/schemas/delivery';
import { invalid } from '../../../lib/errors';
import type { CarrierAdapter, Parcel, ParcelRequest, ReportFile } from './adapter';
import type { ReportMapping } from './mappings';
import { readSpreadsheet, type Cell } from './spreadsheet';

/** The most rows a report may have (a carrier's month for a large shop is a few thousand). */
export const MAX_REPORT_ROWS = 20_000;

/** Headers and status words compared without case, accents, underscores or repeated spaces. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[°º]/g, '')
    .replace(/[_\s.'’]+/g, ' ')
    .trim();

/** An amount in MAD as reports write it ("199", "199.50", "199,50", "1 299,00 MAD"), or null when blank. */
export function parseAmount(cell: Cell): number | null | 'bad' {
  if (cell === null) return null;
  if (typeof cell === 'number')
    return Number.isFinite(cell) && cell >= 0 ? toCentimes(cell) : 'bad';
  const text = cell.replace(/[\s\u00a0\u202f]/g, '').replace(/(mad|dhs?|dirhams?)$/i, '');
  if (text === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return 'bad';
  return toCentimes(Number(text.replace(',', '.')));
}

/** The rows of a report by a mapping: every row checked, the first bad one named (line numbers as the file's). */
export function rowsByMapping(table: Cell[][], mapping: ReportMapping): ReportRow[] {
  const [header, ...body] = table;
  if (!header || body.length === 0) throw invalid(DELIVERY_MSG.emptyReport);
  if (body.length > MAX_REPORT_ROWS) throw invalid(DELIVERY_MSG.tooManyRows);
  const names = header.map((h) => normalise(String(h ?? '')));
  const column = (key: keyof ReportMapping['columns'], required: boolean) => {
    const wanted = new Set(mapping.columns[key].map(normalise));
    const index = names.findIndex((n) => wanted.has(n));
    if (index < 0 && required) throw invalid(DELIVERY_MSG.missingColumn(mapping.columns[key][0]!));
    return index;
  };
  const at = {
    tracking: column('tracking', true),
    status: column('status', true),
    collected: column('collected', true),
    fee: column('fee', false),
  };
  const statuses = new Map(Object.entries(mapping.statuses).map(([k, v]) => [normalise(k), v]));
  const seen = new Set<string>();
  const rows: ReportRow[] = [];
  body.forEach((cells, i) => {
    const line = i + 2;
    const text = (index: number) => (index < 0 ? '' : String(cells[index] ?? '').trim());
    if (cells.every((c) => c === null || String(c).trim() === '')) return;
    const tracking = text(at.tracking);
    if (!tracking) throw invalid(DELIVERY_MSG.badRow(line, DELIVERY_MSG.noTracking));
    if (seen.has(tracking))
      throw invalid(DELIVERY_MSG.badRow(line, DELIVERY_MSG.twiceInReport(tracking)));
    seen.add(tracking);
    const word = text(at.status);
    const status = statuses.get(normalise(word));
    if (!status) throw invalid(DELIVERY_MSG.badRow(line, DELIVERY_MSG.badStatus(word)));
    const collected = parseAmount(at.collected < 0 ? null : (cells[at.collected] ?? null));
    const fee = parseAmount(at.fee < 0 ? null : (cells[at.fee] ?? null));
    if (collected === 'bad' || fee === 'bad' || (status === 'delivered' && collected === null)) {
      throw invalid(DELIVERY_MSG.badRow(line, DELIVERY_MSG.badAmount));
    }
    rows.push({ tracking, status, collectedCentimes: collected, feeCentimes: fee });
  });
  if (rows.length === 0) throw invalid(DELIVERY_MSG.emptyReport);
  return rows;
}

/** A tracking number made by the shop when the carrier's own is not typed: ZN<number>-<6 random>. */
function shopTracking(label: string): string {
  const random = randomBytes(6)
    .toString('base64url')
    .replace(/[-_]/g, 'X')
    .toUpperCase()
    .slice(0, 6);
  return `${label.replace(/[^A-Za-z0-9]/g, '')}-${random}`;
}

/**
 * The spreadsheet adapter: parcels keep the typed tracking number or get one made by the shop
 * (written on the carrier's pick-up form, as the carrier's apps let a sender's reference be
 * given), and the carrier's CSV or XLSX export is read by its column mapping.
 */
export function reportAdapter(mapping: ReportMapping): CarrierAdapter {
  return {
    kind: 'report',
    async createParcels(orders: readonly ParcelRequest[]): Promise<Parcel[]> {
      return orders.map(({ order, tracking }) => ({
        orderId: order._id,
        tracking: tracking ?? shopTracking(order.label),
      }));
    },
    async parseStatusReport(file: ReportFile): Promise<ReportRow[]> {
      return rowsByMapping(await readSpreadsheet(file.bytes), mapping);
    },
  };
}
