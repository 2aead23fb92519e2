/**
 * A creator's fan lists (issue 25; docs/decisions/fan-lists.md): named lists of fans kept by hand,
 * each a mass message audience (mass-audiences.ts, `list`). Creators only; at most FAN_LISTS_MAX
 * lists, names unique whatever the letter case, FAN_LIST_FANS_MAX fans a list. A fan may be added
 * who has (or had) a subscription to the creator, paid them, or has a conversation with them; blocks,
 * suspensions and mutes are not checked here but when a mass message goes, so they always hold
 * and the creator is not told who blocked them.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { FanList, FanListMember } from '../../../src/contract/entities-fan-lists.ts';
import { FAN_LIST_FANS_MAX, FAN_LISTS_MAX } from '../../../src/contract/rules/fan-list-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { offsetOf, type PageRequest } from '../../core/paging.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { chatMembers, fanListMembers, fanLists, orders, userSubscriptions, users } from '../../db/schema.ts';
import type { MediaUrls } from '../../media/signing.ts';
import { lockCreator, requireCreator } from '../accounts/creator-lock.ts';

const CREATORS_ONLY = 'server.fanList.creatorsOnly';

export interface FanListsContext {
  db: Database;
  media: MediaUrls;
  now(): Date;
}

type ListRow = typeof fanLists.$inferSelect;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

function toWire(row: ListRow, fans: number, hasFan: boolean): FanList {
  return {
    id: row.id,
    name: row.name,
    count: fans,
    has_fan: hasFan ? 1 : 0,
    created_ts: seconds(row.createdAt),
  };
}

/** The creator's list `id`, locked when in a transaction that changes it; else server.fanList.notFound. */
async function ownList(
  db: Database | Transaction,
  creatorId: number,
  id: number,
  lock = false,
): Promise<ListRow> {
  const query = db
    .select()
    .from(fanLists)
    .where(and(eq(fanLists.id, id), eq(fanLists.creatorId, creatorId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ServiceError('server.fanList.notFound');
  return row;
}

async function fansOn(db: Database | Transaction, listId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fanListMembers).where(eq(fanListMembers.listId, listId));
  return row?.n ?? 0;
}

/** server.fanList.nameTaken when another list of the creator's has this name, whatever the letter case. */
async function refuseTakenName(
  tx: Transaction,
  creatorId: number,
  name: string,
  exceptId = 0,
): Promise<void> {
  const [clash] = await tx
    .select({ id: fanLists.id })
    .from(fanLists)
    .where(
      and(
        eq(fanLists.creatorId, creatorId),
        eq(sql`lower(${fanLists.name})`, name.toLowerCase()),
        ne(fanLists.id, exceptId),
      ),
    );
  if (clash) throw new ServiceError('server.fanList.nameTaken');
}

/** Makes a list named `name` (trimmed and checked by the contract). */
export async function createFanList(ctx: FanListsContext, creatorId: number, name: string): Promise<FanList> {
  return ctx.db.transaction(async (tx) => {
    // The creator's row locked: two creations count the lists one after the other.
    await lockCreator(tx, creatorId, CREATORS_ONLY);
    const [held] = await tx.select({ n: count() }).from(fanLists).where(eq(fanLists.creatorId, creatorId));
    if ((held?.n ?? 0) >= FAN_LISTS_MAX)
      throw new ServiceError('server.fanList.limit', { max: FAN_LISTS_MAX });
    await refuseTakenName(tx, creatorId, name);
    const [row] = await tx.insert(fanLists).values({ creatorId, name, createdAt: ctx.now() }).returning();
    return toWire(row!, 0, false);
  });
}

export async function renameFanList(
  ctx: FanListsContext,
  creatorId: number,
  id: number,
  name: string,
): Promise<FanList> {
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, creatorId, CREATORS_ONLY);
    await ownList(tx, creatorId, id, true);
    await refuseTakenName(tx, creatorId, name, id);
    const [row] = await tx.update(fanLists).set({ name }).where(eq(fanLists.id, id)).returning();
    return toWire(row!, await fansOn(tx, id), false);
  });
}

/** Deletes the list and its fans (a mass message scheduled to it then reaches nobody). */
export async function deleteFanList(ctx: FanListsContext, creatorId: number, id: number): Promise<void> {
  const deleted = await ctx.db
    .delete(fanLists)
    .where(and(eq(fanLists.id, id), eq(fanLists.creatorId, creatorId)))
    .returning({ id: fanLists.id });
  if (deleted.length === 0) throw new ServiceError('server.fanList.notFound');
}

/** The account id of `uuid`, someone other than the creator; else server.fanList.fanNotFound. */
async function fanIdOf(db: Database | Transaction, creatorId: number, uuid: string): Promise<number> {
  const [fan] = isUuid(uuid) ? await db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid)) : [];
  if (!fan || fan.id === creatorId) throw new ServiceError('server.fanList.fanNotFound');
  return fan.id;
}

/** The creator's lists by name with their counts; `has_fan` for the fan `uuid` when one is named. */
export async function listFanLists(
  ctx: FanListsContext,
  creatorId: number,
  uuid: string,
): Promise<FanList[]> {
  await requireCreator(ctx.db, creatorId, CREATORS_ONLY);
  const fanId = uuid === '' ? 0 : await fanIdOf(ctx.db, creatorId, uuid);
  const rows = await ctx.db
    .select({
      list: fanLists,
      fans: sql<number>`count(${fanListMembers.fanId})::int`,
      hasFan: sql<boolean>`coalesce(bool_or(${fanListMembers.fanId} = ${fanId}), false)`,
    })
    .from(fanLists)
    .leftJoin(fanListMembers, eq(fanListMembers.listId, fanLists.id))
    .where(eq(fanLists.creatorId, creatorId))
    .groupBy(fanLists.id)
    .orderBy(sql`lower(${fanLists.name})`, fanLists.id);
  return rows.map((row) => toWire(row.list, Number(row.fans), Boolean(row.hasFan)));
}

/** Whether `fanId` subscribes or subscribed to the creator, paid them, or has a conversation with them. */
async function isFanOf(db: Database | Transaction, creatorId: number, fanId: number): Promise<boolean> {
  const result = (await db.execute(sql`select (
      exists (select 1 from ${userSubscriptions}
        where ${userSubscriptions.userId} = ${fanId} and ${userSubscriptions.creatorId} = ${creatorId})
      or exists (select 1 from ${orders}
        where ${orders.buyerId} = ${fanId} and ${orders.creatorId} = ${creatorId} and ${orders.status} = 'paid')
      or exists (select 1 from ${chatMembers}
        where ${chatMembers.userId} = ${creatorId} and ${chatMembers.peerId} = ${fanId})
    ) as fan`)) as unknown as { rows: { fan: boolean }[] };
  return Boolean(result.rows[0]?.fan);
}

/** Adds the fan `uuid` to the list (already on it: nothing changes); answers the list. */
export async function addFanListMember(
  ctx: FanListsContext,
  creatorId: number,
  id: number,
  uuid: string,
): Promise<FanList> {
  return ctx.db.transaction(async (tx) => {
    // The list's row locked: two additions count its fans one after the other.
    const list = await ownList(tx, creatorId, id, true);
    const fanId = await fanIdOf(tx, creatorId, uuid);
    if (!(await isFanOf(tx, creatorId, fanId))) throw new ServiceError('server.fanList.notYourFan');
    const [already] = await tx
      .select({ fanId: fanListMembers.fanId })
      .from(fanListMembers)
      .where(and(eq(fanListMembers.listId, id), eq(fanListMembers.fanId, fanId)));
    const fans = await fansOn(tx, id);
    if (already) return toWire(list, fans, true);
    if (fans >= FAN_LIST_FANS_MAX) throw new ServiceError('server.fanList.full', { max: FAN_LIST_FANS_MAX });
    await tx.insert(fanListMembers).values({ listId: id, fanId, addedAt: ctx.now() });
    return toWire(list, fans + 1, true);
  });
}

/** Takes the fan `uuid` off the list (not on it: nothing changes); answers the list. */
export async function removeFanListMember(
  ctx: FanListsContext,
  creatorId: number,
  id: number,
  uuid: string,
): Promise<FanList> {
  const list = await ownList(ctx.db, creatorId, id);
  const fanId = await fanIdOf(ctx.db, creatorId, uuid);
  await ctx.db
    .delete(fanListMembers)
    .where(and(eq(fanListMembers.listId, id), eq(fanListMembers.fanId, fanId)));
  return toWire(list, await fansOn(ctx.db, id), false);
}

/** One page of the list's fans, the latest added first. */
export async function listFanListMembers(
  ctx: FanListsContext,
  creatorId: number,
  id: number,
  page: PageRequest,
): Promise<FanListMember[]> {
  await ownList(ctx.db, creatorId, id);
  const rows = await ctx.db
    .select({
      uuid: users.uuid,
      nickname: users.nickname,
      username: users.username,
      thumb: users.thumb,
      addedAt: fanListMembers.addedAt,
    })
    .from(fanListMembers)
    .innerJoin(users, eq(users.id, fanListMembers.fanId))
    .where(eq(fanListMembers.listId, id))
    .orderBy(desc(fanListMembers.addedAt), desc(fanListMembers.fanId))
    .limit(page.limit)
    .offset(offsetOf(page));
  return rows.map((row) => ({
    uuid: row.uuid,
    nickname: row.nickname,
    username: row.username,
    thumb: ctx.media.publicUrl(row.thumb),
    added_ts: seconds(row.addedAt),
  }));
}
