import { Send } from 'lucide-react';
import type { WebhookDelivery, WebhookStatus } from '@zina/shared/schemas/webhooks';
import { Button } from '../../../components/button';
import { QueryContent } from '../../../components/query-content';
import { useDeliveriesQuery, useReplayDelivery } from '../api/webhooks';

const STATUS_LABELS: Record<WebhookStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('fr-MA', { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );

/** An endpoint's latest deliveries, each with its status, tries and « Renvoyer ». */
export function DeliveryList({ endpointId }: { endpointId: string }) {
  const query = useDeliveriesQuery(endpointId);
  const replay = useReplayDelivery(endpointId);
  const deliveries = query.data ?? [];
  return (
    <QueryContent
      query={query}
      isEmpty={deliveries.length === 0}
      failure="alert"
      empty={<p className="text-sm text-stone-500">Aucun envoi pour l’instant.</p>}
    >
      <ul aria-label="Envois récents" className="flex flex-col divide-y divide-sand-100">
        {deliveries.map((d: WebhookDelivery) => (
          <li
            key={d._id}
            className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
          >
            <span className="flex flex-col">
              <code className="text-stone-800">{d.event}</code>
              <span className="text-xs text-stone-500">
                {when(d.createdAt)} · {STATUS_LABELS[d.status]} · {d.attempts} essai
                {d.attempts > 1 ? 's' : ''}
                {d.lastStatus !== null ? ` · HTTP ${d.lastStatus}` : ''}
                {d.status !== 'sent' && d.lastError ? ` · ${d.lastError}` : ''}
              </span>
            </span>
            <Button
              variant="secondary"
              className="min-h-10"
              aria-label={`Renvoyer ${d.event} du ${when(d.createdAt)}`}
              disabled={replay.isPending && replay.variables === d._id}
              onClick={() => replay.mutate(d._id)}
            >
              <Send aria-hidden size={16} />
              Renvoyer
            </Button>
          </li>
        ))}
      </ul>
    </QueryContent>
  );
}
