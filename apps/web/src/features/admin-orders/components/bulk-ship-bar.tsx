import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Printer, Truck, X } from 'lucide-react';
import type { Shipped } from '@zina/shared/schemas/delivery';
import type { Order } from '@zina/shared/schemas/order';
import { handleApiError } from '../../../api/errors';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { downloadLabels, type LabelFormat } from '../api/bulk-shipping';
import { ShipDialog } from './ship-dialog';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/**
 * The bulk actions over the list (issue 47): « Expédier » the selected orders, then the shipped
 * batch's delivery notes as one PDF, on A4 or on 100×150 mm label paper.
 */
export function BulkShipBar({
  selected,
  onClear,
}: {
  selected: readonly Order[];
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [shipped, setShipped] = useState<Shipped[]>([]);
  const labels = useMutation({
    mutationFn: (format: LabelFormat) =>
      downloadLabels(
        shipped.map((s) => s.label),
        format,
      ),
    onSuccess: (name) => toast.success(`Étiquettes téléchargées (${name})`),
    onError: handleApiError,
  });

  if (selected.length === 0 && shipped.length === 0) return null;

  return (
    <div
      role="region"
      aria-label="Expédition groupée"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100"
    >
      {selected.length > 0 && (
        <>
          <p className="text-sm font-semibold text-ink">
            {plural(selected.length, 'commande')} sélectionnée{selected.length > 1 ? 's' : ''}
          </p>
          <Button onClick={() => setOpen(true)}>
            <Truck aria-hidden size={18} />
            Expédier
          </Button>
          <Button variant="ghost" onClick={onClear}>
            Désélectionner
          </Button>
        </>
      )}
      {shipped.length > 0 && (
        <>
          <p className="text-sm font-semibold text-ink">
            {plural(shipped.length, 'commande')} expédiée{shipped.length > 1 ? 's' : ''}
          </p>
          <Button
            variant="secondary"
            disabled={labels.isPending}
            onClick={() => labels.mutate('a4')}
          >
            <Printer aria-hidden size={18} />
            Étiquettes (A4)
          </Button>
          <Button
            variant="secondary"
            disabled={labels.isPending}
            onClick={() => labels.mutate('label')}
          >
            <Printer aria-hidden size={18} />
            Étiquettes 100×150
          </Button>
          <Button variant="ghost" aria-label="Fermer les étiquettes" onClick={() => setShipped([])}>
            <X aria-hidden size={18} />
          </Button>
        </>
      )}
      {open && (
        <ShipDialog
          orders={selected}
          onClose={() => setOpen(false)}
          onShipped={(batch) => {
            setShipped(batch);
            setOpen(false);
            onClear();
          }}
        />
      )}
    </div>
  );
}
