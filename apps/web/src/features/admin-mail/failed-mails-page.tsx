import { MailCheck } from 'lucide-react';
import { LoadFailure } from '../../components/load-failure';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFailedMailsQuery } from './api/failed-mails';
import { useRetryMail } from './api/retry-mail';
import { FailedMailCards } from './components/failed-mail-cards';
import { FailedMailTable } from './components/failed-mail-table';
import type { RetryProps } from './components/retry-button';

/** 'Emails en échec': the mails the queue gave up on, each one can be sent again. */
export default function FailedMailsPage() {
  useDocumentTitle('Emails en échec');
  const query = useFailedMailsQuery();
  const retry = useRetryMail();
  const mails = query.data ?? [];
  const retryProps: RetryProps = {
    retrying: retry.isPending ? (retry.variables ?? null) : null,
    onRetry: (mail) => retry.mutate(mail._id),
  };

  return (
    <section aria-labelledby="failed-mails-title" className="flex flex-col gap-5">
      <h2 id="failed-mails-title" className="font-display text-2xl text-ink">
        Emails en échec
        {query.data && (
          <span className="ml-2 align-middle text-sm font-normal text-stone-500">
            ({mails.length})
          </span>
        )}
      </h2>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : mails.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-sand-300 px-6 py-14 text-center">
          <MailCheck aria-hidden size={40} className="text-brand-300" />
          <p className="mt-3 font-display text-xl text-ink">Aucun email en échec.</p>
        </div>
      ) : (
        <>
          <FailedMailTable mails={mails} busy={query.isFetching} {...retryProps} />
          <FailedMailCards mails={mails} {...retryProps} />
        </>
      )}
    </section>
  );
}
