/**
 * What a creator card or page adds to a profile for its viewer, in one prepared statement for any
 * number of creators (docs/decisions/server-cost-per-call.md): how many posts the viewer may see
 * (access/post-access.ts, what the page lists), the plans on sale, and for a signed-in viewer
 * whether they subscribe, blocked them, and may message them (access/chat-rule.ts). Five
 * statements of a few microseconds each cost more in round trips than in work, so a post detail
 * and a creator page ask one.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { subqueryField } from '../../db/select-fields.ts';
import { posts, subscriptionPlans, userBlocks, userSubscriptions, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { qualified } from '../../access/block-rule.ts';
import { messageableWhere } from '../../access/chat-rule.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';

/** A plan on sale as the statement answers it, in the creator's order. */
export interface PlanOnSaleRow {
  id: number;
  name: string;
  priceCents: number;
}

/** One creator's counts and relations to the viewer. */
export interface CreatorRelations {
  postCount: number;
  plans: PlanOnSaleRow[];
  subscribed: boolean;
  blocked: boolean;
  messageable: boolean;
}

/**
 * The statement, for a visitor or a signed-in viewer, and for one creator or a list of them. One
 * creator (a post detail, a creator page) has a statement of its own: for `= any($ids)` the
 * database's plan cache assumes a list of several, judges its reusable plan dearer than planning
 * each time for the one id, and so plans the statement anew on every call, a third of its work
 * (docs/benchmarks.md, "A signed-in fan at scale").
 */
function buildRelations(db: Database, signedIn: boolean, oneCreator: boolean) {
  const viewerId = sql.placeholder('viewerId');
  const now = sql.placeholder('now');
  const creator = qualified(users.id);
  const postCount = sql`(select count(*)::int from ${posts} where ${posts.userId} = ${creator}
    and ${visiblePostsWhere({ userId: signedIn ? viewerId : undefined }, now)})`;
  const plan = subscriptionPlans;
  const plans = sql`(select json_agg(json_build_object('id', ${plan.id}, 'name', ${plan.name},
      'priceCents', ${plan.priceCents}) order by ${plan.position}, ${plan.id})
    from ${plan} where ${plan.userId} = ${creator} and ${plan.status} = 1)`;
  const subscribed = sql`exists (select 1 from ${userSubscriptions}
    where ${userSubscriptions.userId} = ${viewerId} and ${userSubscriptions.creatorId} = ${creator}
      and ${userSubscriptions.expireAt} > ${now}::timestamptz)`;
  const blocked = sql`exists (select 1 from ${userBlocks}
    where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${creator})`;
  // A visitor subscribes to nobody, blocks nobody and messages nobody.
  const ofMember = (expression: SQL) => (signedIn ? subqueryField<boolean>(expression) : sql<boolean>`false`);
  return db
    .select({
      id: users.id,
      postCount: subqueryField<number>(postCount),
      plans: subqueryField<PlanOnSaleRow[] | null>(plans),
      subscribed: ofMember(subscribed),
      blocked: ofMember(blocked),
      messageable: ofMember(messageableWhere(viewerId, users.id, now)),
    })
    .from(users)
    .where(
      oneCreator
        ? eq(users.id, sql.placeholder('id'))
        : sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`,
    )
    .prepare(`creator_relations_${signedIn ? 'member' : 'visitor'}${oneCreator ? '_one' : ''}`);
}

const relationsStatements = {
  visitor: preparedPerDatabase((db) => buildRelations(db, false, false)),
  member: preparedPerDatabase((db) => buildRelations(db, true, false)),
  visitorOfOne: preparedPerDatabase((db) => buildRelations(db, false, true)),
  memberOfOne: preparedPerDatabase((db) => buildRelations(db, true, true)),
};

/** The counts and relations of these creators for `ctx`'s viewer, by id. */
export async function creatorRelationsOf(
  ctx: Pick<CallContext, 'db' | 'now' | 'viewer'>,
  ids: readonly number[],
): Promise<Map<number, CreatorRelations>> {
  if (ids.length === 0) return new Map();
  const viewerId = ctx.viewer.userId;
  const statement =
    ids.length === 1
      ? relationsStatements[viewerId === undefined ? 'visitorOfOne' : 'memberOfOne']
      : relationsStatements[viewerId === undefined ? 'visitor' : 'member'];
  const rows = await statement(ctx.db).execute({
    id: ids[0],
    ids: [...ids],
    viewerId: viewerId ?? 0,
    now: ctx.now(),
  });
  return new Map(rows.map(({ id, plans, ...relations }) => [id, { ...relations, plans: plans ?? [] }]));
}
