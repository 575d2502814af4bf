import type { ReactNode } from 'react';
import { PhoneCall, SkipForward } from 'lucide-react';
import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { COD_MSG } from '@zina/shared/schemas/cod';
import { EmptyState } from '../../components/empty-state';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/button';
import { CountedHeading } from '../../components/counted-heading';
import { PageSpinner } from '../../components/page-spinner';
import { isAdmin, useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConfirmationQueue } from './api/confirmation-queue';
import { Blocklist } from './components/blocklist';
import { CodSettingsForm } from './components/cod-settings-form';
import { ConfirmationRow } from './components/confirmation-row';
import { HeldOrder } from './components/held-order';
import { ShortcutHelp } from './components/shortcut-help';
import { UndoBar } from './components/undo-bar';
import { DESK_TEXT } from './lib/desk-texts';
import { useNow } from './lib/use-now';
import { useDeskClaim } from './use-desk-claim';

const card = 'flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100';
const h2 = 'font-display text-2xl text-ink';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** SPEC.md §10, issue #20: the cash-on-delivery confirmation desk and its settings. */
export default function ConfirmationsPage() {
  useDocumentTitle(COD_UI_TEXT.deskTitle);
  const queue = useConfirmationQueue();
  const now = useNow();
  // The desk's settings are the admin's; an agent blocks a phone but does not unblock (issue 46).
  const user = useSession((s) => s.user);
  const admin = isAdmin(user);
  const desk = useDeskClaim({ now, queue: queue.data?.data, me: user._id });
  const { held } = desk;
  const rows = queue.data?.data.filter((c) => c._id !== held?._id) ?? [];

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="queue-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <CountedHeading
            id="queue-title"
            count={
              queue.data && COD_UI_TEXT.queueCount(queue.data.data.length, queue.data.totalCount)
            }
          >
            {COD_MSG.queue}
          </CountedHeading>
          <Button aria-keyshortcuts="N" disabled={!desk.canClaim} onClick={desk.next}>
            <SkipForward aria-hidden size={18} />
            {desk.claim.isPending ? DESK_TEXT.claiming : DESK_TEXT.next}
          </Button>
        </div>
        <ShortcutHelp />
        {desk.undoable && (
          <UndoBar
            last={desk.undoable}
            now={now}
            busy={desk.undo.isPending}
            onUndo={() => desk.undoable && desk.undo.mutate(desk.undoable.orderId)}
          />
        )}
        {held && (
          <HeldOrder
            order={held}
            now={now}
            me={user._id}
            releasing={desk.release.isPending}
            onRelease={() => desk.release.mutate(held.orderId)}
            onOutcome={desk.outcomeSaved}
          />
        )}

        {queue.isPending ? (
          <PageSpinner />
        ) : queue.isError ? (
          <div role="alert" className={`${card} items-center text-center`}>
            <p className="text-red-700">{errorMessage(queue.error)}</p>
            <Button variant="secondary" onClick={() => void queue.refetch()}>
              Réessayer
            </Button>
          </div>
        ) : rows.length === 0 ? (
          !held && (
            <EmptyState icon={PhoneCall} look="dashed">
              {COD_UI_TEXT.queueEmpty}
            </EmptyState>
          )
        ) : (
          <ul aria-labelledby="queue-title" className="flex flex-col gap-4">
            {rows.map((c) => (
              <ConfirmationRow
                key={c._id}
                confirmation={c}
                now={now}
                me={user._id}
                onOutcome={desk.outcomeSaved}
              />
            ))}
          </ul>
        )}
      </section>

      {admin && (
        <Panel id="cod-settings-title" title={COD_UI_TEXT.settingsTitle}>
          <CodSettingsForm />
        </Panel>
      )}
      <Panel id="blocklist-title" title={COD_MSG.blockedList}>
        <Blocklist canUnblock={admin} />
      </Panel>
    </div>
  );
}
