import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import { CodStatsSchema, codStatsCsvName, type CodStats } from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';
import { downloadFile } from '../../../lib/download-invoice';

/** The days asked for; none means the server's default (the last 30 days in Morocco). */
export interface CodRange {
  from?: string;
  to?: string;
}

const CodStatsAnswer = apiResponse(CodStatsSchema);
const only = (range: CodRange) =>
  Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as Record<string, string>;

/** GET /api/order/admin/cod-stats?from=&to= */
export async function getCodStats(range: CodRange, signal?: AbortSignal): Promise<CodStats> {
  const body = await api.get(CodStatsAnswer, '/api/order/admin/cod-stats', {
    query: only(range),
    signal,
  });
  return body.data;
}

export function useCodStatsQuery(range: CodRange) {
  return useQuery({
    queryKey: ['admin', 'cod-stats', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => getCodStats(range, signal),
    // The figures stay while the next range loads (no jump of the layout).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/order/admin/cod-stats.csv with the admin's token, saved as the server names it. */
export const downloadCodStatsCsv = (range: Required<CodRange>) =>
  downloadFile('/api/order/admin/cod-stats.csv', range, codStatsCsvName(range.from, range.to));
