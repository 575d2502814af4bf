import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { COD_MSG, CodStatsQuerySchema } from '@zina/shared/schemas/cod';
import { handleApiError } from '../../api/errors';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadCodStatsCsv, useCodStatsQuery, type CodRange } from './api/cod-stats';
import { AgentFigures } from './components/agent-figures';
import { CityFigures } from './components/city-figures';
import { DailyRatesChart } from './components/daily-rates-chart';
import { HeadlineFigures } from './components/headline-figures';
import { ProductReturns } from './components/product-returns';

/**
 * « Performance COD » (issue #20): how the cash-on-delivery orders of a range of days ended,
 * overall, by day, by city, by agent (issue 46) and by product, with the figures as a CSV file.
 * The range lives in the address (?from=&to=); without one the server answers the last 30 days.
 */
export default function CodPerformancePage() {
  useDocumentTitle('Performance COD');
  const [params, setParams] = useSearchParams();
  const range: CodRange = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  const query = useCodStatsQuery(range);
  const stats = query.data;
  // What the inputs show: what the admin typed on this address (a range not sent because it
  // is wrong), else the address's range, else the range the server answered.
  const search = params.toString();
  const [draft, setDraft] = useState<{ search: string; range: CodRange } | null>(null);
  const typed = draft?.search === search ? draft.range : {};
  const from = typed.from ?? range.from ?? stats?.from ?? '';
  const to = typed.to ?? range.to ?? stats?.to ?? '';
  const checked = CodStatsQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  const rangeError = checked.success ? null : (checked.error.issues[0]?.message ?? COD_MSG.badDate);

  const change = (next: CodRange) => {
    const wanted = { from, to, ...next };
    setDraft({ search, range: wanted });
    const valid = CodStatsQuerySchema.safeParse(wanted);
    if (valid.success && wanted.from && wanted.to) {
      setParams({ from: wanted.from, to: wanted.to }, { replace: true });
    }
  };

  const exportCsv = useMutation({
    mutationFn: () => downloadCodStatsCsv({ from: stats!.from, to: stats!.to }),
    onError: handleApiError,
  });

  return (
    <section aria-labelledby="cod-performance-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="cod-performance-title" className="font-display text-2xl text-ink">
          Performance COD
        </h2>
        <Button
          variant="secondary"
          disabled={!stats || exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? 'Export en cours...' : 'Exporter en CSV'}
        </Button>
      </div>

      <form
        aria-label="Période"
        className="flex flex-wrap items-start gap-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Du"
          type="date"
          value={from}
          max={to || undefined}
          error={rangeError}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label="Au"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => change({ to: e.target.value })}
        />
      </form>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity"
          aria-busy={query.isFetching}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          <HeadlineFigures stats={stats!} />
          <DailyRatesChart days={stats!.byDay} />
          <CityFigures cities={stats!.byCity} />
          <AgentFigures agents={stats!.byAgent} />
          <ProductReturns products={stats!.byProduct} />
        </div>
      )}
    </section>
  );
}
