import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminOrderPageSchema, type Order } from '@zina/shared/schemas/order';
import { api } from '../../../api/http';

/** The list's filters, as the page's address holds them. */
export type OrderFilters = {
  status: string;
  payment_status: string;
  search: string;
};

export interface OrdersPage {
  orders: Order[];
  totalCount: number;
  totalPages: number;
}

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/order/admin/all-orders (only non-empty values are sent, SPEC.md §7). */
export async function getAdminOrders(
  query: OrderFilters & { page: number; limit: number },
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const body = await api.get(AdminOrderPageSchema, '/api/order/admin/all-orders', {
    query,
    signal,
  });
  return { orders: body.data, totalCount: body.totalCount, totalPages: body.totalPages };
}

export function useAdminOrdersQuery(filters: OrderFilters, page: number, limit: number) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', filters, page, limit],
    queryFn: ({ signal }) => getAdminOrders({ ...filters, page, limit }, signal),
    // The table keeps its rows while the next page loads (no jump of the layout).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The largest page the server gives: the CSV export reads every page with it. */
const EXPORT_PAGE_SIZE = 100;

/** Every order the filters show, page after page (the CSV export). */
export async function getAllAdminOrders(filters: OrderFilters): Promise<Order[]> {
  const all: Order[] = [];
  for (let page = 1; ; page++) {
    const result = await getAdminOrders({ ...filters, page, limit: EXPORT_PAGE_SIZE });
    all.push(...result.orders);
    if (page >= result.totalPages || result.orders.length < EXPORT_PAGE_SIZE) return all;
  }
}

/** An order found by its label (ZN-…: the list's search matches it exactly), or null. */
export async function findOrderByLabel(label: string, signal?: AbortSignal): Promise<Order | null> {
  const found = await getAdminOrders(
    { status: '', payment_status: '', search: label, page: 1, limit: 5 },
    signal,
  );
  return found.orders.find((order) => order.label === label) ?? null;
}
