import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  INVITATION_HOURS,
  STAFF_MSG,
  STAFF_ROLES,
  type StaffAccept,
  type StaffInvite,
  type StaffMember,
  type StaffRole,
  type StaffUpdate,
} from '@zina/shared/schemas/staff';
import { staffInvitations, users } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, invalid, notFound } from '../../../lib/errors';
import { randomToken, sha256 } from '../../../lib/tokens';
import { queueMails } from '../../mail-queue';
import { hashPassword } from '../passwords';
import { sessionService } from '../sessions';
import { invitationMail } from './invitation-mail';

const ACTIVE = 'Active';
const DISABLED = 'Disabled';

export const invitationUrl = (origin: string, token: string) =>
  `${origin}/equipe/invitation/${token}`;

/**
 * The shop's team (issue 46): invitations by e-mail (a single-use link kept as a hash, 72 h, the
 * mail queued with the invitation), the members with their role, disabling (every session ends at
 * once) and re-enabling. An existing account is never taken over by an invitation.
 */
export function staffService(deps: AppDeps) {
  const { db, clock, config } = deps;
  const sessions = sessionService(deps);

  async function invite(input: StaffInvite, invitedBy: string): Promise<void> {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (existing) throw conflict(STAFF_MSG.accountExists);
    const now = clock.now();
    const token = randomToken(32);
    await db.transaction(async (tx) => {
      await tx.insert(staffInvitations).values({
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash: sha256(token),
        invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3_600_000),
        createdAt: now,
      });
      await queueMails(tx, [
        {
          key: `staff-invitation:${sha256(token).slice(0, 16)}`,
          message: invitationMail(input, input.role, invitationUrl(config.webOrigin, token)),
        },
      ]);
    });
  }

  /** Spends the invitation and makes the account, in one transaction: a link works once. */
  async function accept(input: StaffAccept): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(staffInvitations)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffInvitations.tokenHash, sha256(input.token)),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!invitation) throw invalid(STAFF_MSG.invitationInvalid);
      const [created] = await tx
        .insert(users)
        .values({
          name: invitation.name,
          email: invitation.email,
          passwordHash,
          role: invitation.role,
          // The link reached this address: it is proven.
          verifyEmail: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) throw conflict(STAFF_MSG.accountExists);
    });
  }

  async function list(): Promise<StaffMember[]> {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        status: users.status,
        lastLoginDate: users.lastLoginDate,
      })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(asc(users.name));
    const pending = await db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, clock.now())))
      .orderBy(asc(staffInvitations.createdAt));
    const members = new Set(rows.map((r) => r.email));
    return [
      ...rows.map((r) => ({
        _id: r.id,
        email: r.email,
        name: r.name,
        role: r.role as StaffRole,
        disabled: r.status !== ACTIVE,
        lastLoginAt: r.lastLoginDate?.toISOString() ?? null,
        invitedUntil: null,
      })),
      ...pending
        .filter((i) => !members.has(i.email))
        .map((i) => ({
          _id: i.id,
          email: i.email,
          name: i.name,
          role: i.role as StaffRole,
          disabled: false,
          lastLoginAt: null,
          invitedUntil: i.expiresAt.toISOString(),
        })),
    ];
  }

  /**
   * A member's role or access. Disabling ends every session at once (the session check reads the
   * account's status); nobody changes their own access, and the shop keeps one active admin.
   */
  async function update(id: string, change: StaffUpdate, by: string): Promise<StaffMember> {
    if (id === by) throw conflict(STAFF_MSG.notYourself);
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: users.id, role: users.role, status: users.status })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
        .for('update');
      if (!member) throw notFound(STAFF_MSG.notFound);
      const role = change.role ?? member.role;
      const status =
        change.disabled === undefined ? member.status : change.disabled ? DISABLED : ACTIVE;
      if (member.role === 'ADMIN' && (role !== 'ADMIN' || status !== ACTIVE)) {
        // Every active admin's row is locked: two admins cannot demote each other at once.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'ADMIN'), eq(users.status, ACTIVE)))
          .orderBy(asc(users.id))
          .for('update');
        if (!admins.some((a) => a.id !== id)) throw conflict(STAFF_MSG.lastAdmin);
      }
      await tx.update(users).set({ role, status }).where(eq(users.id, id));
      if (status !== ACTIVE || role !== member.role) await sessions.revokeAllOf(id, tx);
    });
    const updated = (await list()).find((m) => m._id === id);
    if (!updated) throw notFound(STAFF_MSG.notFound);
    return updated;
  }

  return { invite, accept, list, update };
}
