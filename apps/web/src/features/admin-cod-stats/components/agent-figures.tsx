import type { CodStats } from '@zina/shared/schemas/cod';
import type { Column } from '../../../components/data-table';
import { formatMinutes, formatRate } from '../lib/format';
import { FigureCard } from './figure-card';
import { FigureRow, FigureTable } from './figure-table';

const COLUMNS: readonly Column[] = [
  { label: 'Agent' },
  { label: 'Appels', end: true },
  { label: 'Confirmées', end: true },
  { label: 'Taux de confirmation', end: true },
  { label: 'Délai médian du premier appel', end: true },
];
const LABELS = COLUMNS.slice(1).map((c) => String(c.label));

/** « Par agent » (issue 46): each agent's calls, confirmations and time to the first call. */
export function AgentFigures({ agents }: { agents: CodStats['byAgent'] }) {
  return (
    <FigureCard
      title="Par agent"
      empty={agents.length === 0}
      emptyText="Aucun appel sur la période"
    >
      <FigureTable caption="Par agent" columns={COLUMNS} className="mt-3" stacked>
        {agents.map((a) => (
          <FigureRow
            key={a.agentId}
            name={a.name}
            labels={LABELS}
            figures={[
              a.calls,
              a.confirmed,
              formatRate(a.confirmationRate),
              formatMinutes(a.medianMinutesToFirstCall),
            ]}
          />
        ))}
      </FigureTable>
    </FigureCard>
  );
}
