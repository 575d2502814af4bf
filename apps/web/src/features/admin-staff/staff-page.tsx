import { UsersRound } from 'lucide-react';
import { CountedHeading } from '../../components/counted-heading';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStaffQuery } from './api/staff';
import { InviteForm } from './components/invite-form';
import { StaffTable } from './components/staff-table';

const card = 'flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100';

/** « Équipe » (issue 46): who works in the back office, their role, and the invitations. */
export default function StaffPage() {
  useDocumentTitle('Équipe');
  const query = useStaffQuery();
  const members = query.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="invite-title" className={card}>
        <h2 id="invite-title" className="font-display text-2xl text-ink">
          Inviter un membre
        </h2>
        <p className="text-sm text-stone-600">
          La personne reçoit un email avec un lien, valable 72 h et une seule fois, pour choisir son
          mot de passe. Un agent n’accède qu’aux confirmations et aux commandes.
        </p>
        <InviteForm />
      </section>

      <section aria-labelledby="staff-title" className="flex flex-col gap-4">
        <CountedHeading id="staff-title" count={query.data && members.length}>
          Membres de l’équipe
        </CountedHeading>
        <QueryContent
          query={query}
          isEmpty={members.length === 0}
          failure="alert"
          empty={
            <EmptyState icon={UsersRound} look="dashed">
              Aucun membre de l’équipe
            </EmptyState>
          }
        >
          <StaffTable members={members} busy={query.isFetching} />
        </QueryContent>
      </section>
    </div>
  );
}
