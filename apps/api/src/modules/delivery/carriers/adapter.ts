import type { ReportRow } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';

/** A carrier's report as the merchant uploaded it (or a carrier's API would hand it). */
export interface ReportFile {
  bytes: Buffer;
  filename: string;
}

/** An order handed to a carrier, with the tracking number the merchant typed, if any. */
export interface ParcelRequest {
  order: Order;
  tracking?: string;
}

/** The parcel the carrier registered for an order. */
export interface Parcel {
  /** The order's _id. */
  orderId: string;
  tracking: string;
}

/**
 * One carrier's way of taking parcels and telling what became of them (docs/adr/0014). The
 * manual adapter and the spreadsheet report adapter are built; an adapter over a carrier's HTTP
 * API implements the same two calls (create the parcels at the carrier, read its status feed).
 * Both may refuse with an AppError (400 in French); neither writes the shop's database.
 */
export interface CarrierAdapter {
  /** `manual`: the merchant types every tracking number; `report`: one is made when none is typed. */
  readonly kind: 'manual' | 'report';
  /** One parcel per order, in the orders' order. */
  createParcels(orders: readonly ParcelRequest[]): Promise<Parcel[]>;
  /** The rows of a status report (CSV or XLSX), every one checked, or a 400 naming the first bad one. */
  parseStatusReport(file: ReportFile): Promise<ReportRow[]>;
}
