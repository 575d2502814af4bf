import { DELIVERY_MSG, type ReportRow } from '@zina/shared/schemas/delivery';
import { invalid } from '../../../lib/errors';
import type { CarrierAdapter, Parcel, ParcelRequest, ReportFile } from './adapter';
import type { ReportMapping } from './mappings';
import { rowsByMapping } from './report-adapter';
import { readSpreadsheet } from './spreadsheet';

/**
 * The manual adapter (a carrier with no export the shop knows, « Autre »): the merchant types
 * each parcel's tracking number (a 400 names the first order without one) and may import the
 * generic report (`tracking,status,collected,fee`).
 */
export function manualAdapter(mapping: ReportMapping): CarrierAdapter {
  return {
    kind: 'manual',
    async createParcels(orders: readonly ParcelRequest[]): Promise<Parcel[]> {
      const untyped = orders.find((o) => !o.tracking);
      if (untyped) throw invalid(DELIVERY_MSG.trackingRequired(untyped.order.label));
      return orders.map(({ order, tracking }) => ({ orderId: order._id, tracking: tracking! }));
    },
    async parseStatusReport(file: ReportFile): Promise<ReportRow[]> {
      return rowsByMapping(await readSpreadsheet(file.bytes), mapping);
    },
  };
}
