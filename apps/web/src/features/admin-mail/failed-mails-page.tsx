import { MailCheck } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { CountedHeading } from '../../components/counted-heading';
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
      <CountedHeading id="failed-mails-title" count={query.data && mails.length}>
        Emails en échec
      </CountedHeading>

      <QueryContent
        query={query}
        isEmpty={mails.length === 0}
        empty={
          <EmptyState icon={MailCheck} look="dashed">
            Aucun email en échec.
          </EmptyState>
        }
      >
        <FailedMailTable mails={mails} busy={query.isFetching} {...retryProps} />
        <FailedMailCards mails={mails} {...retryProps} />
      </QueryContent>
    </section>
  );
}
