import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { formatDate, formatMad } from '@zina/shared/format';
import { orderStatusLabel } from '@zina/shared/order-status';
import { EXPRESS_MSG } from '@zina/shared/schemas/express';
import { errorMessage } from '../../api/errors';
import { CancelOrderButton, CustomerOrderLines } from '../../components/customer-order-card';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cancelTrackedOrder, useTrackedOrder } from './api/express-api';

const card =
  'mx-auto flex max-w-xl flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-100';

/**
 * SPEC.md §11: an express order's private page (`/suivi/<token>`): its label, status and
 * history, lines and total, the carrier's link once shipped, and "Annuler ma commande" while it
 * is pending. Nothing personal is on it. Right after ordering it opens with the thank-you.
 */
export default function TrackingPage() {
  useDocumentTitle('Suivi de commande');
  const { token = '' } = useParams();
  const placed = (useLocation().state as { placed?: string } | null)?.placed;
  const queryClient = useQueryClient();
  const tracked = useTrackedOrder(token);
  const cancel = useMutation({
    mutationFn: () => cancelTrackedOrder(token),
    onSuccess: (body) => queryClient.setQueryData(['tracked-order', token], body.data),
  });

  let body;
  if (tracked.isPending) body = <PageSpinner />;
  else if (tracked.isError) {
    body = (
      <p role="alert" className="text-center text-red-700">
        {errorMessage(tracked.error)}
      </p>
    );
  } else {
    const o = tracked.data;
    body = (
      <>
        {placed && (
          <div role="status" className="flex flex-col items-center gap-2 text-center">
            <CheckCircle2 aria-hidden size={44} className="text-green-700" />
            <p className="text-lg text-ink">{EXPRESS_MSG.placed}</p>
            <p className="text-sm text-stone-600">
              Gardez cette page : son adresse est votre lien de suivi privé.
            </p>
          </div>
        )}
        <p className="text-sm text-stone-600">
          {o.label} · <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
        </p>
        <p className="text-base font-semibold text-ink">
          Statut : {orderStatusLabel(o.orderStatus)}
        </p>
        <CustomerOrderLines items={o.items} />
        <p className="flex justify-between text-base font-bold">
          <span>Total à payer à la livraison</span>
          <span className="tabular-nums">{formatMad(o.totalAmt)}</span>
        </p>
        {o.shipment?.trackingUrl && (
          <a className="text-brand-700 underline" href={o.shipment.trackingUrl} rel="noreferrer">
            Suivre le colis chez {o.shipment.carrier}
          </a>
        )}
        <ol aria-label="Historique" className="flex flex-col gap-1 text-sm text-stone-700">
          {o.history.map((h, i) => (
            <li key={i}>
              {orderStatusLabel(h.status)} — <time dateTime={h.at}>{formatDate(h.at)}</time>
            </li>
          ))}
        </ol>
        {cancel.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(cancel.error)}
          </p>
        )}
        {o.orderStatus === 'pending' && (
          <CancelOrderButton busy={cancel.isPending} onCancel={() => cancel.mutate()} />
        )}
      </>
    );
  }

  return (
    <div className="px-4 py-10">
      <section className={card}>
        <h1 className="font-display text-2xl text-ink">Votre commande</h1>
        {body}
      </section>
    </div>
  );
}
