import type { NewWebhookEndpoint } from '@zina/shared/schemas/webhooks';
import { Button } from '../../../components/button';

/** The secret of the endpoint just added: shown this once, the server never shows it again. */
export function NewSecret({
  endpoint,
  onDone,
}: {
  endpoint: NewWebhookEndpoint;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-3xl bg-brand-50 p-5 text-sm text-stone-800 ring-1 ring-brand-100"
    >
      <p className="font-semibold">Secret de signature de {endpoint.url}</p>
      <p>
        Copiez-le maintenant : il ne sera plus affiché. Le récepteur s’en sert pour vérifier
        l’en-tête webhook-signature (Standard Webhooks).
      </p>
      <code data-testid="webhook-secret" className="rounded-xl bg-white p-3 font-mono break-all">
        {endpoint.secret}
      </code>
      <Button variant="secondary" className="self-start" onClick={onDone}>
        J’ai copié le secret
      </Button>
    </div>
  );
}
