import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminInvoicePageSchema, type AdminInvoice } from '@zina/shared/schemas/invoice';
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
  const body = await api.get(AdminInvoicePageSchema, '/api/invoice/admin/all-invoices', {
    query,
    signal,
  });
  return { invoices: body.data, totalCount: body.totalCount, totalPages: body.totalPages };
}

export function useAdminInvoicesQuery(page: number, search: string) {
  return useQuery({
    queryKey: ['admin', 'invoices', page, search],
    queryFn: ({ signal }) => getAdminInvoices({ page, limit: INVOICES_PAGE_SIZE, search }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
