import { sql, type SQL } from 'drizzle-orm';
import { COD_MSG, type Confirmation } from '@zina/shared/schemas/cod';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-query';
import { callAttempts, deskHolds, orders } from '../../../db/schema';
import type { AppDeps } from '../../../lib/deps';
import { conflict, notFound } from '../../../lib/errors';
import { refMatchPlaceholders, refValuesOf } from '../core/order-refs';
import { confirmationOf } from './confirmations';
import { queueParts } from './queue-parts';

/** The values of the claim's statement, as SQL: placeholders when prepared, values in tests. */
export interface ClaimValues {
  agent: SQL;
  /** Now (a timestamptz). */
  at: SQL;
  /** The hold's end. */
  until: SQL;
  /** Now less the retry wait after an unanswered call. */
  since: SQL;
}

/**
 * The desk for a team (issue 46): `claim-next` hands an agent the next order to call, in the
 * queue's order (due call-backs, then the oldest new order, then later call-backs), and holds it
 * for them for COD_CLAIM_MINUTES. The pick and the hold are one statement whose row lock skips
 * what another agent is taking at that instant, so two agents never get the same order, in one
 * process or many. An agent who already holds an order gets it again (a reload resumes the call).
 */
export async function claimNext(deps: AppDeps, agentId: string): Promise<Confirmation | null> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const [row] = await claimStatement(db, {
    agent: agentId,
    at: now.toISOString(),
    until: new Date(now.getTime() + config.codClaimMs).toISOString(),
    since: new Date(now.getTime() - config.codRetryMs).toISOString(),
  });
  return row ? confirmationOf(db, now, row.id) : null;
}

/**
 * The agent's order, in one statement: the one they hold (resumed), else the pick and the hold.
 * Each part's first order free to call, in its index's order; the parts in the queue's order,
 * the next part read only when the one before has none (an append under `limit 1`). No sort of
 * the pending orders: 10 000 waiting cost as few.
 */
export function claimStatementOf({ agent, at, until, since }: ClaimValues): SQL {
  const free = sql`(${orders.claimedBy} is null or ${orders.claimUntil} <= ${at})`;
  // Unanswered within the retry wait: it comes back when the wait ends, not before.
  const waitingAfterNoAnswer = sql`exists (
    select 1 from ${callAttempts} a
    where a.order_id = ${orders.id} and a.outcome = 'no_answer' and a.undone_at is null
      and a.created_at > ${since})`;
  const firsts = queueParts(at).map(
    ({ where, order }, n) => sql`select id from (
      select ${orders.id} as id from ${orders}
      where ${orders.orderStatus} = 'pending' and ${where} and ${free}
        and not ${waitingAfterNoAnswer}
      order by ${order}, ${orders.id}
      limit 1
      for update skip locked) as ${sql.raw(`part${n}`)}`,
  );
  // The agent's last claim (desk_holds), still theirs: resumed. The hold's columns have no
  // index, so the claim's update stays in the order's page (HOT).
  return sql`
    with mine as (
      select ${orders.id} as id from ${orders}
      where ${orders.id} = (
          select ${deskHolds.orderId} from ${deskHolds} where ${deskHolds.agentId} = ${agent})
        and ${orders.claimedBy} = ${agent} and ${orders.orderStatus} = 'pending'
        and ${orders.claimUntil} > ${at}),
    held as (
      update ${orders} set claimed_by = ${agent}, claim_until = ${until}
      where not exists (select 1 from mine)
        and ${orders.id} = (select id from (${sql.join(firsts, sql` union all `)}) as firsts limit 1)
        and ${free}
      returning ${orders.id} as id),
    noted as (
      insert into ${deskHolds} (agent_id, order_id) select ${agent}::text, id from held
      on conflict (agent_id) do update set order_id = excluded.order_id)
    select id from mine union all select id from held`;
}

const claimStatement = preparedStatement<{ id: string }>(
  'desk_claim_next',
  claimStatementOf({
    agent: sql`${sql.placeholder('agent')}`,
    at: sql`${sql.placeholder('at')}::timestamptz`,
    until: sql`${sql.placeholder('until')}::timestamptz`,
    since: sql`${sql.placeholder('since')}::timestamptz`,
  }),
);

/** The values of the hold's release, as SQL: placeholders when prepared, values in a transaction. */
interface ReleaseValues {
  /** Who releases. */
  user: SQL;
  /** Whether they are an admin (a boolean), who may free another agent's hold. */
  admin: SQL;
  /** Now (a timestamptz): a hold that ended by then is no one's. */
  at: SQL;
}

/**
 * The rule of a hold's end, in one statement: the order's row locked, its hold freed unless it
 * is another agent's live hold and the caller no admin. Answers one row: the order's id (null
 * when `match` names none) and whether the hold refused the caller.
 */
function releaseStatementOf(match: SQL, { user, admin, at }: ReleaseValues): SQL {
  return sql`
    with target as (
      select ${orders.id} as id, ${orders.claimedBy} as claimed_by,
             ${orders.claimUntil} as claim_until
      from ${orders} where ${match} limit 1 for update),
    refused as (
      select 1 from target
      where claimed_by <> ${user} and claim_until > ${at} and not ${admin}),
    freed as (
      update ${orders} set claimed_by = null, claim_until = null
      where ${orders.id} = (select id from target) and ${orders.claimedBy} is not null
        and not exists (select 1 from refused)
      returning ${orders.id})
    select (select id from target) as id, exists (select 1 from refused) as refused`;
}

interface Released {
  id: string | null;
  refused: boolean;
}

const releaseStatement = preparedStatement<Released>(
  'desk_release',
  releaseStatementOf(refMatchPlaceholders(), {
    user: sql`${sql.placeholder('user')}`,
    admin: sql`${sql.placeholder('admin')}::boolean`,
    at: sql`${sql.placeholder('at')}::timestamptz`,
  }),
);

/** Gives the order back to the queue; only its holder (or an admin) may. One statement. */
export async function releaseClaim(
  deps: AppDeps,
  ref: string,
  by: { userId: string; role: string },
): Promise<void> {
  const [row] = await releaseStatement(deps.db, {
    ...refValuesOf(ref),
    user: by.userId,
    admin: by.role === 'ADMIN',
    at: deps.clock.now().toISOString(),
  });
  if (!row?.id) throw notFound(ORDER_MSG.notFound);
  if (row.refused) throw conflict(COD_MSG.heldByAnother);
}

/**
 * Inside a call's transaction (the order's row locked): another agent's live hold refuses the
 * call; the outcome then frees the order.
 */
export async function checkAndFreeClaim(
  tx: Db,
  orderRowId: string,
  by: { userId: string; role: string },
  now: Date,
): Promise<void> {
  const { rows } = (await tx.execute(
    releaseStatementOf(sql`${orders.id} = ${orderRowId}`, {
      user: sql`${by.userId}`,
      admin: sql`${by.role === 'ADMIN'}::boolean`,
      at: sql`${now.toISOString()}::timestamptz`,
    }),
  )) as unknown as { rows: Released[] };
  if (rows[0]?.refused) throw conflict(COD_MSG.heldByAnother);
}
