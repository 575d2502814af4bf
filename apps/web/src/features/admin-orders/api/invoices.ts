import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminInvoice } from '@zina/shared/schemas/invoice';
import { api } from '../../../api/http';

export const INVOICES_PAGE_SIZE = 10;

export interface InvoicesPage {
  invoices: AdminInvoice[];
  totalCount: number;
  totalPages: number;
}

/** GET /api/invoice/admin/all-invoices ?page&limit&search (number, order or customer). */
export async function getAdminInvoices(
  query: { page: number; limit: number; search: string },
  signal?: AbortSignal,
): Promise<InvoicesPage> {
  const body = (await api.get<AdminInvoice[]>('/api/invoice/admin/all-invoices', {
    query,
    signal,
  })) as { data?: AdminInvoice[]; totalCount?: number; totalPages?: number };
  const invoices = Array.isArray(body.data) ? body.data : [];
  return {
    invoices,
    totalCount: body.totalCount ?? invoices.length,
    totalPages: body.totalPages ?? 1,
  };
}

export function useAdminInvoicesQuery(page: number, search: string) {
  return useQuery({
    queryKey: ['admin', 'invoices', page, search],
    queryFn: ({ signal }) => getAdminInvoices({ page, limit: INVOICES_PAGE_SIZE, search }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
