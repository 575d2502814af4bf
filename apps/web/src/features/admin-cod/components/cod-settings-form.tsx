import { useId } from 'react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import {
  COD_MSG,
  CodSettingsSchema,
  TEMPLATE_FIELDS,
  type CodSettings,
} from '@zina/shared/schemas/cod';
import { errorMessage } from '../../../api/errors';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field } from '../../../components/form-field';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { putCodSettings, useCodSettings } from '../api/cod-settings';
import { useDeskMutation } from '../use-desk-mutation';

function SettingsForm({ settings }: { settings: CodSettings }) {
  const id = useId();
  const form = useZodForm(CodSettingsSchema, settings);
  const templateError = useFieldError(form.control, 'whatsappTemplate');
  const save = useDeskMutation(putCodSettings, COD_MSG.settingsSaved, (saved) => form.reset(saved));

  return (
    <form noValidate onSubmit={form.submitTo(save)} className="flex flex-col gap-4">
      <Field
        label={COD_UI_TEXT.template}
        error={templateError}
        hint={
          <>
            {COD_UI_TEXT.templateHelp}{' '}
            {TEMPLATE_FIELDS.map((field) => (
              <code key={field} className="mr-1 rounded bg-sand-100 px-1">
                {`{${field}}`}
              </code>
            ))}
          </>
        }
      >
        {(control) => (
          <textarea
            rows={5}
            className={`${controlClass} py-2`}
            {...control}
            {...form.register('whatsappTemplate')}
          />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-refuse`}
          type="checkbox"
          aria-describedby={`${id}-refuse-help`}
          className="mt-1 size-4 accent-brand-800"
          {...form.register('refuseBlockedAtCheckout')}
        />
        <div>
          <label htmlFor={`${id}-refuse`} className="text-sm font-semibold text-ink">
            {COD_UI_TEXT.refuseBlocked}
          </label>
          <p id={`${id}-refuse-help`} className="text-xs text-stone-600">
            {COD_UI_TEXT.refuseBlockedHelp}
          </p>
        </div>
      </div>
      <FormActions
        busy={save.isPending}
        submitLabel={save.isPending ? COD_UI_TEXT.saving : COD_UI_TEXT.save}
        submitDisabled={save.isPending}
      />
    </form>
  );
}

/** The desk's settings: the WhatsApp message and the checkout's answer to blocked phones. */
export function CodSettingsForm() {
  const settings = useCodSettings();
  if (settings.isPending) return <p role="status">Chargement des réglages…</p>;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(settings.error)}
      </p>
    );
  }
  return <SettingsForm settings={settings.data} />;
}
