import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useParams } from 'react-router';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDate, formatMad } from '@zina/shared/format';
import { COD_MSG } from '@zina/shared/schemas/cod';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/button';
import { CancelOrderButton, CustomerOrderLines } from '../../components/customer-order-card';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { decideLinkedOrder, useLinkedOrder, type ConfirmDecision } from './api/confirm-order';

const card =
  'mx-auto flex max-w-xl flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-100';

/**
 * SPEC.md §10: the customer confirms or cancels a cash-on-delivery order from the link of the
 * e-mail, without signing in. The link's token stays on this page: the referrer is never sent
 * and the page loads nothing from elsewhere (no product pictures).
 */
export default function ConfirmOrderPage() {
  useDocumentTitle(COD_MSG.linkOrder);
  const { token = '' } = useParams();
  const order = useLinkedOrder(token);
  const decide = useMutation({
    mutationFn: (decision: ConfirmDecision) => decideLinkedOrder(token, decision),
  });

  let body;
  if (decide.isSuccess) {
    const confirmed = decide.variables === 'confirm';
    // Still pending after "confirm": the shop keeps it for a call (a flagged phone or a repeat).
    const byPhone = confirmed && decide.data.order_status === 'pending';
    const Icon = confirmed ? CheckCircle2 : XCircle;
    body = (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <Icon aria-hidden size={48} className={confirmed ? 'text-green-700' : 'text-stone-500'} />
        <p className="text-lg text-ink">
          {byPhone
            ? COD_MSG.confirmByPhone
            : confirmed
              ? COD_MSG.selfConfirmed
              : COD_MSG.selfCancelled}
        </p>
      </div>
    );
  } else if (order.isPending) {
    body = <PageSpinner />;
  } else if (order.isError) {
    body = (
      <p role="alert" className="text-center text-red-700">
        {errorMessage(order.error)}
      </p>
    );
  } else {
    const o = order.data;
    body = (
      <>
        <p className="text-sm text-stone-600">
          {o.label} · <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
        </p>
        <CustomerOrderLines items={o.items} />
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between">
            <dt>Livraison à</dt>
            <dd>{o.city}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>Total à payer à la livraison</dt>
            <dd className="tabular-nums">{formatMad(o.totalAmt)}</dd>
          </div>
        </dl>
        {decide.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(decide.error)}
          </p>
        )}
        {o.order_status !== 'pending' ? (
          // A link opened again after the shop's call: nothing left to decide.
          <p role="status" className="rounded-xl bg-sand-50 p-3 text-sm text-stone-700">
            {COD_MSG.linkSettled(o.order_status)}
          </p>
        ) : (
          <CancelOrderButton busy={decide.isPending} onCancel={() => decide.mutate('cancel')}>
            <Button disabled={decide.isPending} onClick={() => decide.mutate('confirm')}>
              {COD_UI_TEXT.confirmOrder}
            </Button>
          </CancelOrderButton>
        )}
      </>
    );
  }

  return (
    <div className="px-4 py-10">
      {/* React puts it in the head: the token in this address is never sent as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <section aria-labelledby="linked-order-title" className={card}>
        <h1 id="linked-order-title" className="font-display text-3xl text-ink">
          {COD_MSG.linkOrder}
        </h1>
        {body}
      </section>
    </div>
  );
}
