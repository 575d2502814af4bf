import { DELIVERY_MSG, isCarrier, type CarrierInfo } from '@zina/shared/schemas/delivery';
import { CARRIER_LABELS, CARRIERS, trackingUrl, type Carrier } from '@zina/shared/schemas/shipment';
import { invalid } from '../../../lib/errors';
import type { CarrierAdapter } from './adapter';
import { manualAdapter } from './manual-adapter';
import { REPORT_MAPPINGS } from './mappings';
import { reportAdapter } from './report-adapter';

/** Each carrier's adapter: the spreadsheet one for the carriers whose exports are mapped, manual for « Autre ». */
const ADAPTERS: Record<Carrier, CarrierAdapter> = Object.fromEntries(
  CARRIERS.map((code) => [
    code,
    code === 'other' ? manualAdapter(REPORT_MAPPINGS[code]) : reportAdapter(REPORT_MAPPINGS[code]),
  ]),
) as Record<Carrier, CarrierAdapter>;

/** A carrier's code from a request, or a 400 in French. */
export function carrierOf(code: string): Carrier {
  if (!isCarrier(code)) throw invalid(DELIVERY_MSG.badCarrier);
  return code;
}

export const adapterOf = (carrier: Carrier): CarrierAdapter => ADAPTERS[carrier];

const PLACEHOLDER = 'TRACKINGNUMBER';

/** The carriers with their names, tracking-page patterns (`{tracking}`) and adapters. */
export function carrierList(webhookSecrets: Partial<Record<Carrier, string>>): CarrierInfo[] {
  return CARRIERS.map((code) => ({
    code,
    name: CARRIER_LABELS[code],
    trackingUrl: trackingUrl(code, PLACEHOLDER)?.replace(PLACEHOLDER, '{tracking}') ?? null,
    adapter: ADAPTERS[code].kind,
    webhook: Boolean(webhookSecrets[code]),
  }));
}
