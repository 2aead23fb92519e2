/**
 * Who may message whom, written once (docs/decisions.md, "Chat"): two people may exchange messages
 * while a subscription between them has not ended, either way (a fan subscribed to a creator
 * messages the creator, the creator messages their subscriber), and neither has blocked the other.
 * Having talked before is not enough on its own: when the subscription ends, so does sending
 * (the history stays). Nobody messages themselves, and nobody reaches an account while an operator's
 * suspension of it runs: it is not found, as everywhere else (suspension-rule.ts). The rule is SQL so one query answers it for a
 * message, and one for every row of a list (creator cards, the contact list).
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../src/contract/uuid.ts';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { userSubscriptions, users } from '../db/schema.ts';
import { blockedEitherWaySql, qualified } from './block-rule.ts';
import { isSuspendedAt, notSuspendedWhere } from './suspension-rule.ts';

/**
 * True (as SQL) when one of the two holds a subscription to the other that has not ended; `a` and
 * the time may be placeholders.
 */
function subscribedEitherWaySql(a: number | Placeholder, b: AnyPgColumn, now: Date | Placeholder): SQL {
  const fan = qualified(userSubscriptions.userId);
  const creator = qualified(userSubscriptions.creatorId);
  const other = qualified(b);
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`exists (select 1 from ${userSubscriptions} where ((${fan} = ${a} and ${creator} = ${other}) or (${fan} = ${other} and ${creator} = ${a})) and ${qualified(userSubscriptions.expireAt)} > ${at}::timestamptz)`;
}

/** The receiver of a message (`name` as the app shows it: the nickname, else the username), and whether the rule lets the sender reach them. */
export type ChatReach =
  | { kind: 'unknown' }
  | { kind: 'self' }
  | {
      kind: 'blocked' | 'notSubscribed' | 'allowed';
      receiver: { id: number; uuid: string; name: string };
    };

/** Finds the receiver by uuid and applies the rule, in one query. */
export async function reachOf(db: Database, senderId: number, toUuid: string, now: Date): Promise<ChatReach> {
  if (!isUuid(toUuid)) return { kind: 'unknown' };
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      nickname: users.nickname,
      username: users.username,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      blocked: blockedEitherWaySql(senderId, users.id),
      subscribed: subscribedEitherWaySql(senderId, users.id, now),
    })
    .from(users)
    .where(eq(users.uuid, toUuid))
    .limit(1);
  if (!row || isSuspendedAt(row, now)) return { kind: 'unknown' };
  if (row.id === senderId) return { kind: 'self' };
  const receiver = { id: row.id, uuid: row.uuid, name: row.nickname || row.username };
  if (row.blocked) return { kind: 'blocked', receiver };
  return { kind: row.subscribed ? 'allowed' : 'notSubscribed', receiver };
}

/** Which of these accounts the viewer may message now (the rule above, for a whole list). */
export async function messageableAmong(
  db: Database,
  viewerId: number | undefined,
  ids: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (viewerId === undefined || ids.length === 0) return new Set();
  const rows = await preparedMessageableAmong(db).execute({ viewerId, ids: [...ids], now });
  return new Set(rows.map((row) => row.id));
}

/**
 * The rule as a condition on an account column (`account`, such as users.id): the viewer may
 * message that account now. The viewer and the time may be placeholders; creator cards ask it as
 * a field (creators/creator-relations.ts), the contact list through messageableAmong.
 */
export function messageableWhere(
  viewerId: number | Placeholder,
  account: AnyPgColumn,
  now: Date | Placeholder,
): SQL {
  return and(
    sql`${qualified(account)} <> ${viewerId}`,
    sql`not ${blockedEitherWaySql(viewerId, account)}`,
    subscribedEitherWaySql(viewerId, account, now),
    notSuspendedWhere(account, now),
  ) as SQL;
}

/** messageableAmong's statement: the contact list asks it for a page of people. */
const preparedMessageableAmong = preparedPerDatabase((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`,
        messageableWhere(sql.placeholder('viewerId'), users.id, sql.placeholder('now')),
      ),
    )
    .prepare('chat_messageable_among'),
);
