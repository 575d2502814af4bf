import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_MSG, type ImportResult } from '@zina/shared/schemas/delivery';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/button';
import { FormActions } from '../../../components/form-actions';
import { controlClass, Field } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { adminOrdersKey } from '../api/admin-orders';
import { useCarriersQuery } from '../api/bulk-shipping';
import { importCarrierReport } from '../api/carrier-report';
import { REPORT_ACCEPT, ReportFormSchema, type ReportFormValues } from '../lib/report-form';
import { ReportResult } from './report-result';

interface Read {
  carrier: string;
  file: File;
  result: ImportResult;
}

/**
 * « Importer un rapport » (issue 47): a carrier's CSV or XLSX report is first read without
 * changing anything (the preview), then « Appliquer » sends the same file to change the orders.
 */
export function ReportDialog({ onClose }: { onClose: () => void }) {
  const carriers = useCarriersQuery();
  const form = useZodForm<typeof ReportFormSchema, ReportFormValues>(ReportFormSchema, {
    carrier: '',
    file: null,
  });
  const carrierError = useFieldError(form.control, 'carrier');
  const fileError = useFieldError(form.control, 'file');
  const [read, setRead] = useState<Read | null>(null);
  const queryClient = useQueryClient();

  const preview = useMutation({
    mutationFn: async ({ carrier, file }: { carrier: string; file: File }) => ({
      carrier,
      file,
      result: (await importCarrierReport({ carrier, file, apply: false })).result,
    }),
    onSuccess: setRead,
  });
  const apply = useMutation({
    mutationFn: ({ carrier, file }: Read) => importCarrierReport({ carrier, file, apply: true }),
    onSuccess: async ({ message, result }) => {
      toast.success(message || DELIVERY_MSG.applied);
      setRead((current) => current && { ...current, result });
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
  const busy = preview.isPending || apply.isPending;
  const failure = preview.error ?? apply.error;
  const again = () => {
    setRead(null);
    apply.reset();
    preview.reset();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Importer un rapport transporteur"
      description="Statuts et encaissements des colis (CSV ou XLSX)"
      size="lg"
      locked={busy}
    >
      {read ? (
        <div className="flex flex-col gap-5">
          <p role="status" className="text-sm font-semibold text-ink">
            {read.result.applied ? DELIVERY_MSG.applied : DELIVERY_MSG.preview} — {read.file.name}
          </p>
          <ReportResult result={read.result} />
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(failure)}
            </p>
          )}
          {read.result.applied ? (
            <FormActions submitLabel="Terminer" onSubmit={onClose} />
          ) : (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={again} disabled={busy}>
                Changer de fichier
              </Button>
              <Button onClick={() => apply.mutate(read)} disabled={busy}>
                {apply.isPending ? 'Application…' : 'Appliquer'}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <form noValidate onSubmit={form.submitTo(preview)} className="flex flex-col gap-5">
          <Field label="Transporteur" error={carrierError}>
            {(control) => (
              <select
                {...control}
                data-autofocus
                className={controlClass}
                disabled={carriers.isPending}
                {...form.register('carrier')}
              >
                <option value="">
                  {carriers.isPending ? 'Chargement…' : 'Choisir un transporteur'}
                </option>
                {carriers.data?.map((carrier) => (
                  <option key={carrier.code} value={carrier.code}>
                    {carrier.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Rapport (CSV ou XLSX)"
            error={fileError}
            hint="Colonnes : numéro de suivi, statut, montant encaissé, frais."
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={REPORT_ACCEPT}
                className="text-sm"
                {...form.register('file')}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(failure)}
            </p>
          )}
          <FormActions
            onCancel={onClose}
            busy={busy}
            submitLabel={preview.isPending ? 'Lecture…' : 'Aperçu'}
            submitDisabled={busy}
          />
        </form>
      )}
    </Modal>
  );
}
