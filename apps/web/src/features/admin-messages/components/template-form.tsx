import { fillMessage } from '@zina/shared/message-texts';
import {
  MessageTemplateInputSchema,
  type MessageTemplate,
} from '@zina/shared/schemas/message-templates';
import { Button } from '../../../components/button';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field } from '../../../components/form-field';
import { cx } from '../../../lib/cx';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { useTemplateChange } from '../api/message-templates';
import { EVENT_TITLES, SAMPLE_VALUES } from '../lib/events';

/** One event's text: edited, previewed with sample values, saved or put back to the default. */
export function TemplateForm({ template }: { template: MessageTemplate }) {
  const form = useZodForm(MessageTemplateInputSchema, { text: template.text });
  const error = useFieldError(form.control, 'text');
  const { save, reset } = useTemplateChange(template.event, (saved) =>
    form.reset({ text: saved.text }),
  );
  const title = EVENT_TITLES[template.event];
  const busy = save.isPending || reset.isPending;

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.submitTo(save)}
      className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl text-ink">{title}</h3>
        {template.custom && (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            Personnalisé
          </span>
        )}
      </div>
      <Field
        label="Texte du message"
        error={error}
        hint={`Valeurs remplies par la boutique : ${template.placeholders.map((p) => `{${p}}`).join(' ')}`}
      >
        {(control) => (
          <textarea
            rows={4}
            className={cx(controlClass, 'font-mono text-sm')}
            {...control}
            {...form.register('text')}
          />
        )}
      </Field>
      <div className="rounded-2xl bg-sand-50 p-3 text-sm whitespace-pre-line text-stone-700">
        <p className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">Aperçu</p>
        <p data-testid={`preview-${template.event}`}>
          {fillMessage(form.values.text, SAMPLE_VALUES)}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button
          variant="secondary"
          disabled={busy || !template.custom}
          onClick={() => reset.mutate()}
        >
          Revenir au texte par défaut
        </Button>
        <FormActions
          busy={busy}
          submitLabel={save.isPending ? 'Enregistrement…' : 'Enregistrer'}
          submitDisabled={busy}
        />
      </div>
    </form>
  );
}
