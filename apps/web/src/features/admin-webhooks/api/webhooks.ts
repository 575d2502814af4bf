import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import {
  NewWebhookEndpointSchema,
  WEBHOOK_MSG,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  type NewWebhookEndpoint,
  type WebhookEndpointInput,
} from '@zina/shared/schemas/webhooks';
import { handleApiError } from '../../../api/errors';
import { api } from '../../../api/http';
import { toast } from '../../../lib/toast';

const ENDPOINTS = '/api/webhook/endpoints';
const endpointsKey = ['admin', 'webhooks', 'endpoints'] as const;
const deliveriesKey = (endpointId: string) => ['admin', 'webhooks', 'deliveries', endpointId];
const EndpointListSchema = apiResponse(z.array(WebhookEndpointSchema));
const DeliveryListSchema = apiResponse(z.array(WebhookDeliverySchema));

/** GET /api/webhook/endpoints (admin): the shop's receivers, newest first. */
export async function getEndpoints(signal?: AbortSignal) {
  return (await api.get(EndpointListSchema, ENDPOINTS, { signal })).data;
}

/** GET /api/webhook/deliveries?endpointId=: an endpoint's latest deliveries. */
export async function getDeliveries(endpointId: string, signal?: AbortSignal) {
  const path = `/api/webhook/deliveries?endpointId=${encodeURIComponent(endpointId)}`;
  return (await api.get(DeliveryListSchema, path, { signal })).data;
}

export function useEndpointsQuery() {
  return useQuery({ queryKey: endpointsKey, queryFn: ({ signal }) => getEndpoints(signal) });
}

export function useDeliveriesQuery(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) => getDeliveries(endpointId, signal),
    staleTime: 0,
    // While a delivery waits, its next try's outcome shows without a reload.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending') ? 5000 : false,
  });
}

/** Adds an endpoint; `onCreated` gets it with its secret, shown this once. */
export function useAddEndpoint(onCreated: (endpoint: NewWebhookEndpoint) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookEndpointInput) => {
      const body = await api.post(apiResponse(NewWebhookEndpointSchema), ENDPOINTS, input);
      return { message: body.message, endpoint: body.data };
    },
    onSuccess: async ({ message, endpoint }) => {
      toast.success(message || WEBHOOK_MSG.created);
      onCreated(endpoint);
      await queryClient.invalidateQueries({ queryKey: endpointsKey });
    },
    onError: handleApiError,
  });
}

export function useDeleteEndpoint(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const path = `${ENDPOINTS}/${encodeURIComponent(id)}`;
      return (await api.delete(apiResponse(WebhookEndpointSchema), path)).message;
    },
    onSuccess: async (message) => {
      toast.success(message || WEBHOOK_MSG.deleted);
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: endpointsKey });
    },
    onError: handleApiError,
  });
}

/** « Renvoyer »: the delivery goes back in the queue; its endpoint's list is reloaded. */
export function useReplayDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const path = `/api/webhook/deliveries/${encodeURIComponent(id)}/replay`;
      return (await api.post(apiResponse(WebhookDeliverySchema), path)).message;
    },
    onSuccess: async (message) => {
      toast.success(message || WEBHOOK_MSG.replayed);
      await queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    },
    onError: handleApiError,
  });
}
