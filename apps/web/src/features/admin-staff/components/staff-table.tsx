import { useState } from 'react';
import { formatDateTime } from '@zina/shared/format';
import { STAFF_MSG, type StaffMember, type StaffRole } from '@zina/shared/schemas/staff';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { cx } from '../../../lib/cx';
import { updateStaff, useStaffMutation } from '../api/staff';
import { memberState, ROLE_LABELS, ROLE_OPTIONS, type MemberState } from '../lib/roles';

const COLUMNS: readonly Column[] = [
  { label: 'Nom' },
  { label: 'Email' },
  { label: 'Rôle' },
  { label: 'Statut' },
  { label: 'Dernière connexion' },
  { label: 'Actions', end: true },
];

const STATE_LOOK: Record<MemberState, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  disabled: 'bg-red-50 text-red-800 ring-red-200',
  invited: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function StateBadge({ member }: { member: StaffMember }) {
  const state = memberState(member);
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        STATE_LOOK[state],
      )}
    >
      {state === 'invited'
        ? `Invitation en attente · expire le ${formatDateTime(member.invitedUntil!)}`
        : state === 'disabled'
          ? 'Désactivé'
          : 'Actif'}
    </span>
  );
}

/** The team: each member's role (changed here), status and last sign-in, in the shop's time. */
export function StaffTable({ members, busy }: { members: StaffMember[]; busy: boolean }) {
  /** The member whose access is about to be cut or given back, asked first. */
  const [asking, setAsking] = useState<StaffMember | null>(null);
  const update = useStaffMutation(
    updateStaff,
    ({ message }) => message || STAFF_MSG.updated,
    () => setAsking(null),
  );
  const changing = update.isPending ? update.variables.id : null;

  return (
    <>
      <DataTable caption="Membres de l’équipe" columns={COLUMNS} busy={busy}>
        {members.map((member) => {
          const invited = memberState(member) === 'invited';
          return (
            <tr key={member._id} className="align-middle">
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                {member.name}
              </th>
              <td className="px-4 py-3 break-all">{member.email}</td>
              <td className="px-4 py-3">
                {invited ? (
                  ROLE_LABELS[member.role]
                ) : (
                  <select
                    aria-label={`Rôle de ${member.name}`}
                    value={member.role}
                    disabled={changing === member._id}
                    onChange={(e) =>
                      update.mutate({
                        id: member._id,
                        change: { role: e.target.value as StaffRole },
                      })
                    }
                    className="min-h-10 rounded-xl border border-sand-300 bg-white px-2 text-sm"
                  >
                    {ROLE_OPTIONS.map(({ value, label }) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                )}
              </td>
              <td className="px-4 py-3">
                <StateBadge member={member} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {member.lastLoginAt ? (
                  <time dateTime={member.lastLoginAt}>{formatDateTime(member.lastLoginAt)}</time>
                ) : (
                  'Jamais'
                )}
              </td>
              <td className="px-4 py-3 text-right">
                {!invited && (
                  <Button
                    variant="secondary"
                    className="min-h-10 px-4"
                    disabled={changing === member._id}
                    onClick={() => setAsking(member)}
                  >
                    {member.disabled ? 'Réactiver' : 'Désactiver'}
                    <span className="sr-only"> {member.name}</span>
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.disabled ? 'Réactiver le compte' : 'Désactiver le compte'}
        message={
          asking &&
          (asking.disabled
            ? `${asking.name} pourra de nouveau se connecter au back-office.`
            : `${asking.name} sera déconnecté(e) tout de suite et ne pourra plus se connecter.`)
        }
        cancelLabel="Annuler"
        confirmLabel={asking?.disabled ? 'Réactiver' : 'Désactiver'}
        busyLabel="Enregistrement..."
        busy={update.isPending}
        danger={!asking?.disabled}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking && update.mutate({ id: asking._id, change: { disabled: !asking.disabled } })
        }
      />
    </>
  );
}
