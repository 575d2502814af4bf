import { useState } from 'react';
import { Webhook } from 'lucide-react';
import type { NewWebhookEndpoint } from '@zina/shared/schemas/webhooks';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEndpointsQuery } from './api/webhooks';
import { EndpointCard } from './components/endpoint-card';
import { EndpointForm } from './components/endpoint-form';
import { NewSecret } from './components/new-secret';

/**
 * « Webhooks » (issue 48): the addresses the shop tells of its orders' events (n8n, Make, Zapier,
 * a call centre's CRM), signed as Standard Webhooks says; each with its recent deliveries.
 */
export default function WebhooksPage() {
  useDocumentTitle('Webhooks');
  const query = useEndpointsQuery();
  const [created, setCreated] = useState<NewWebhookEndpoint | null>(null);
  const endpoints = query.data ?? [];
  return (
    <section aria-labelledby="webhooks-title" className="flex flex-col gap-4">
      <h2 id="webhooks-title" className="font-display text-2xl text-ink">
        Webhooks
      </h2>
      <p className="text-sm text-stone-600">
        Chaque événement choisi est envoyé en POST signé à l’adresse du récepteur, dans l’ordre de
        chaque commande, et renvoyé pendant 24 h tant qu’il n’a pas répondu 2xx.
      </p>
      {created && <NewSecret endpoint={created} onDone={() => setCreated(null)} />}
      <EndpointForm onCreated={setCreated} />
      <QueryContent
        query={query}
        isEmpty={endpoints.length === 0}
        failure="alert"
        empty={
          <EmptyState icon={Webhook} look="dashed">
            Aucun webhook
          </EmptyState>
        }
      >
        <div className="flex flex-col gap-4">
          {endpoints.map((endpoint) => (
            <EndpointCard key={endpoint._id} endpoint={endpoint} />
          ))}
        </div>
      </QueryContent>
    </section>
  );
}
