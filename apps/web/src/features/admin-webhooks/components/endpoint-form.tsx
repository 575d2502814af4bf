import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WebhookEndpointInputSchema,
  type NewWebhookEndpoint,
} from '@zina/shared/schemas/webhooks';
import { FormActions } from '../../../components/form-actions';
import { TextField, FieldError } from '../../../components/form-field';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { useAddEndpoint } from '../api/webhooks';

/** « Ajouter un webhook »: the receiver's URL and the events it wants. */
export function EndpointForm({ onCreated }: { onCreated: (endpoint: NewWebhookEndpoint) => void }) {
  const form = useZodForm(WebhookEndpointInputSchema, { url: '', events: [] as string[] });
  const urlError = useFieldError(form.control, 'url');
  const eventsError = useFieldError(form.control, 'events');
  const add = useAddEndpoint((endpoint) => {
    form.reset({ url: '', events: [] });
    onCreated(endpoint);
  });
  return (
    <form
      noValidate
      aria-label="Ajouter un webhook"
      onSubmit={form.submitTo(add)}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <h3 className="font-display text-xl text-ink">Ajouter un webhook</h3>
      <TextField
        label="URL du récepteur"
        type="url"
        placeholder="https://exemple.ma/webhooks/zina"
        error={urlError}
        {...form.register('url')}
      />
      <fieldset aria-describedby="webhook-events-error">
        <legend className="mb-2 text-sm font-medium text-stone-700">Événements envoyés</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-stone-700">
              <input type="checkbox" value={event} {...form.register('events')} />
              <span>
                {WEBHOOK_EVENT_LABELS[event]}{' '}
                <code className="text-xs text-stone-500">{event}</code>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="webhook-events-error" error={eventsError} />
      </fieldset>
      <FormActions
        busy={add.isPending}
        submitLabel={add.isPending ? 'Ajout…' : 'Ajouter'}
        submitDisabled={add.isPending}
      />
    </form>
  );
}
