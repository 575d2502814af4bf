import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  CarrierInfoSchema,
  ShippedSchema,
  type CarrierInfo,
  type ShipInput,
  type Shipped,
} from '@zina/shared/schemas/delivery';
import { api } from '../../../api/http';
import { downloadFile } from '../../../lib/download-invoice';

const CarriersAnswerSchema = apiResponse(z.array(CarrierInfoSchema));
const ShippedAnswerSchema = apiResponse(z.array(ShippedSchema));

/** GET /api/delivery/carriers (staff): each carrier's name, tracking page and adapter. */
export async function getCarriers(signal?: AbortSignal): Promise<CarrierInfo[]> {
  return (await api.get(CarriersAnswerSchema, '/api/delivery/carriers', { signal })).data;
}

export function useCarriersQuery() {
  return useQuery({
    queryKey: ['admin', 'delivery', 'carriers'],
    queryFn: ({ signal }) => getCarriers(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/delivery/ship (staff): the orders handed to one carrier, with the tracking numbers
 * typed (or made by the carrier's adapter); all or none (409 naming the orders not confirmed).
 */
export async function shipOrders(
  input: ShipInput,
): Promise<{ message: string; shipped: Shipped[] }> {
  const body = await api.post(ShippedAnswerSchema, '/api/delivery/ship', input);
  return { message: body.message, shipped: body.data };
}

export type LabelFormat = 'a4' | 'label';

/** GET /api/delivery/labels: one PDF of these orders' delivery notes, on A4 or 100×150 mm. */
export const downloadLabels = (refs: readonly string[], format: LabelFormat): Promise<string> =>
  downloadFile(
    '/api/delivery/labels',
    { orders: refs.join(','), format },
    `bons-de-livraison-${format}.pdf`,
  );
