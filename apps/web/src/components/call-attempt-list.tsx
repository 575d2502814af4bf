import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDateTime } from '@zina/shared/format';
import { CALL_OUTCOME_LABELS, type CallAttempt } from '@zina/shared/schemas/cod';

/** An order's confirmation calls, oldest first: when, the outcome, the call-back, the note. */
export function CallAttemptList({
  attempts,
  empty,
  showAgent = false,
}: {
  attempts: readonly CallAttempt[];
  empty: string;
  showAgent?: boolean;
}) {
  if (attempts.length === 0) return <p className="text-sm text-stone-500">{empty}</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm">
      {attempts.map((a, i) => (
        <li key={i} className="flex flex-wrap items-baseline gap-x-2">
          <time dateTime={a.at} className="text-stone-500 tabular-nums">
            {formatDateTime(a.at)}
          </time>
          <span className="font-semibold">{CALL_OUTCOME_LABELS[a.outcome]}</span>
          {a.callbackAt && (
            <span className="text-sky-800">
              ({COD_UI_TEXT.callbackDue(formatDateTime(a.callbackAt))})
            </span>
          )}
          {a.note && <span className="text-stone-700">— {a.note}</span>}
          {showAgent && <span className="text-stone-500">{COD_UI_TEXT.callBy(a.by)}</span>}
        </li>
      ))}
    </ol>
  );
}
