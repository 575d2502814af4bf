import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@zina/shared/schemas/webhooks';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteEndpoint } from '../api/webhooks';
import { DeliveryList } from './delivery-list';

/** One endpoint: its URL and events, its recent deliveries, and its deletion (confirmed). */
export function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteEndpoint(() => setAsking(false));
  return (
    <article
      aria-label={endpoint.url}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-mono text-sm break-all text-ink">{endpoint.url}</h3>
          <p className="text-xs text-stone-500">
            {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(' · ')}
          </p>
        </div>
        <Button variant="secondary" className="min-h-10" onClick={() => setAsking(true)}>
          Supprimer
        </Button>
      </div>
      <DeliveryList endpointId={endpoint._id} />
      <ConfirmDialog
        open={asking}
        title="Supprimer ce webhook ?"
        message={`Plus rien ne sera envoyé à ${endpoint.url}, et ses envois en attente sont abandonnés.`}
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        busyLabel="Suppression…"
        busy={remove.isPending}
        danger
        onConfirm={() => remove.mutate(endpoint._id)}
        onCancel={() => setAsking(false)}
      />
    </article>
  );
}
