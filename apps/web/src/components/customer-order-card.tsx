import { useState, type ReactNode } from 'react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatMad } from '@zina/shared/format';
import { Button } from './button';

/** An order's lines as its customer sees them on a link's page (confirmation, tracking). */
export function CustomerOrderLines({
  items,
}: {
  items: ReadonlyArray<{ name: string; quantity: number; price: number }>;
}) {
  return (
    <ul aria-label="Articles" className="divide-y divide-sand-100">
      {items.map((item, i) => (
        <li key={i} className="flex justify-between gap-3 py-2 text-sm">
          <span>
            {item.quantity} × {item.name}
          </span>
          <span className="whitespace-nowrap tabular-nums">
            {formatMad(item.price * item.quantity)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * « Annuler ma commande », asked a second time before `onCancel` runs (a link's page: the
 * customer's own confirmation link, an express order's tracking page).
 */
export function CancelOrderButton({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  /** Shown beside the cancel button while nothing is asked (the confirm button, say). */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
          {COD_UI_TEXT.cancelOrder}
        </Button>
        {children}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4">
      <p className="font-semibold text-ink">{COD_UI_TEXT.cancelAsk}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
          {COD_UI_TEXT.keepOrder}
        </Button>
        <Button className="bg-red-700 hover:bg-red-800" disabled={busy} onClick={onCancel}>
          {COD_UI_TEXT.cancelSure}
        </Button>
      </div>
    </div>
  );
}
