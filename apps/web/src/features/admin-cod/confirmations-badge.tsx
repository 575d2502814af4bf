import { useConfirmationQueue } from './api/confirmation-queue';

/** The navigation's count of pending orders (polled); nothing while there are none. */
export function ConfirmationsBadge() {
  const { data } = useConfirmationQueue({ badge: true });
  if (!data?.totalCount) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums">
      {data.totalCount}
      <span className="sr-only"> à confirmer</span>
    </span>
  );
}
