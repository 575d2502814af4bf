import { STAFF_ROLES, type StaffMember, type StaffRole } from '@zina/shared/schemas/staff';

export const ROLE_LABELS: Record<StaffRole, string> = {
  ADMIN: 'Administrateur',
  AGENT: 'Agent',
};

/** The role select's choices: an agent first, the usual invitation. */
export const ROLE_OPTIONS = [...STAFF_ROLES]
  .reverse()
  .map((value) => ({ value, label: ROLE_LABELS[value] }));

/** A row's state: an invitation not yet accepted, a disabled account, or an active one. */
export type MemberState = 'invited' | 'disabled' | 'active';

export const memberState = (member: StaffMember): MemberState =>
  member.invitedUntil ? 'invited' : member.disabled ? 'disabled' : 'active';
