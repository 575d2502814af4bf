import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useNavigate } from 'react-router';
import { FINAL_REFUSALS } from '@zina/shared/errors';
import type { CashOnDelivery } from '@zina/shared/schemas/order';
import { ApiError } from '../../api/client';
import { handleApiError } from '../../api/errors';
import { useCart } from '../../lib/cart-context';
import { placeCashOrder } from './api/place-cash-order';
import { newIdempotencyKey } from './lib/checkout-rules';

/**
 * Cash-on-delivery order. One attempt keeps its Idempotency-Key while the answer is unknown
 * (network failure, time-out), so trying again cannot make a second order; a refusal by the
 * server ends the attempt and the cart is read again (stock or prices changed); an answer that
 * says nothing about the order (429, 5xx) keeps the key, so the retry finds the order if made.
 */
export function usePlaceOrder() {
  const cart = useCart();
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  const mutation = useMutation({
    mutationFn: ({ payload, key }: { payload: CashOnDelivery; key: string }) =>
      placeCashOrder(payload, key),
    onSuccess: (body) => {
      attempt.current = null;
      if (body.message) toast.success(body.message);
      cart.clear();
      void navigate('/success', { state: { text: 'Order' } });
    },
    onError: (error) => {
      handleApiError(error);
      // A final refusal ends the attempt and the cart is read again (stock, prices or lines
      // changed); after a rate limit, an outage or a crash the order may exist: keep the key.
      if (error instanceof ApiError && error.code && FINAL_REFUSALS.has(error.code)) {
        attempt.current = null;
        void cart.refresh();
      }
    },
  });

  const submit = (payload: CashOnDelivery) => {
    if (mutation.isPending) return;
    const fingerprint = JSON.stringify(payload);
    let current = attempt.current;
    if (current?.fingerprint !== fingerprint) {
      current = { key: newIdempotencyKey(), fingerprint };
      attempt.current = current;
    }
    mutation.mutate({ payload, key: current.key });
  };

  return { submit, isPending: mutation.isPending };
}
