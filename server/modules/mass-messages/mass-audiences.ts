/**
 * Who a mass message reaches (issue 25; docs/decisions/mass-messages.md), written once as SQL so
 * the composer's count and the delivery read the same fans. A fan is someone with a subscription
 * to the creator (running, or ended for `expired`), for `spent` with paid orders to them, for `list` on
 * one of the creator's fan lists (fan-lists.service.ts); the
 * creator, an account under suspension, anyone either of the two blocked and a fan who muted the
 * creator's mass messages are never in an audience.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MassMessageAudience } from '../../../src/contract/rules/mass-message-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { fanListMembers, fanLists, massMessageMutes, orders, userSubscriptions } from '../../db/schema.ts';
import { blockedEitherWaySql } from '../../access/block-rule.ts';
import { notSuspendedWhere } from '../../access/suspension-rule.ts';

/** An audience as the server keeps it: the plan's id, the least spent in cents and the fan list's id where they matter. */
export interface Audience {
  audience: MassMessageAudience;
  planId: number | null;
  minSpentCents: number;
  /** A `list` audience's list (null once it was deleted: nobody). */
  listId?: number | null;
}

/** The ids of the audience's candidates before the exclusions: one column `fan_id`. */
function candidatesOf(
  creatorId: number,
  { audience, planId, minSpentCents, listId }: Audience,
  now: Date,
): SQL {
  const at = now.toISOString();
  switch (audience) {
    case 'subscribers':
      return sql`select distinct ${userSubscriptions.userId} as fan_id from ${userSubscriptions}
        where ${userSubscriptions.creatorId} = ${creatorId} and ${userSubscriptions.expireAt} > ${at}::timestamptz`;
    case 'plan':
      return sql`select distinct ${userSubscriptions.userId} as fan_id from ${userSubscriptions}
        where ${userSubscriptions.creatorId} = ${creatorId} and ${userSubscriptions.planId} = ${planId ?? 0}
          and ${userSubscriptions.expireAt} > ${at}::timestamptz`;
    case 'expired':
      return sql`select ${userSubscriptions.userId} as fan_id from ${userSubscriptions}
        where ${userSubscriptions.creatorId} = ${creatorId}
        group by ${userSubscriptions.userId} having max(${userSubscriptions.expireAt}) <= ${at}::timestamptz`;
    case 'spent':
      return sql`select ${orders.buyerId} as fan_id from ${orders}
        where ${orders.creatorId} = ${creatorId} and ${orders.status} = 'paid' and ${orders.buyerId} is not null
        group by ${orders.buyerId} having sum(${orders.amountCents}) >= ${minSpentCents}`;
    case 'list':
      // The creator's own list only: a list id of another creator's reaches nobody.
      return sql`select ${fanListMembers.fanId} as fan_id from ${fanListMembers}
        inner join ${fanLists} on ${fanLists.id} = ${fanListMembers.listId}
        where ${fanListMembers.listId} = ${listId ?? 0} and ${fanLists.creatorId} = ${creatorId}`;
  }
}

/** The audience's fans (one column `fan_id`), the exclusions applied (the block and suspension rules of access/). */
export function audienceFansSql(creatorId: number, audience: Audience, now: Date): SQL {
  const fan = sql`candidate.fan_id`;
  return sql`select candidate.fan_id from (${candidatesOf(creatorId, audience, now)}) as candidate
    where candidate.fan_id <> ${creatorId}
      and ${notSuspendedWhere(fan, now)}
      and not ${blockedEitherWaySql(creatorId, fan)}
      and not exists (select 1 from ${massMessageMutes} as mute
        where mute.fan_id = candidate.fan_id and mute.creator_id = ${creatorId})`;
}

/** How many fans the audience reaches now. */
export async function countAudience(
  db: Database | Transaction,
  creatorId: number,
  audience: Audience,
  now: Date,
): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (${audienceFansSql(creatorId, audience, now)}) as reached`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
