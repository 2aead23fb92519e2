/**
 * Creator profiles as lists, cards and the creator page show them. Every list leaves out the
 * accounts the viewer blocked, and a blocked creator's page is not found for them (blocks/
 * block-rule.ts). Counts agree with the lists: `post_num` is how many posts the viewer may see
 * (what the creator page lists them), `view_count` the sum of the creator's posts' views
 * (views/views.service.ts keeps it), `subscription_list` the plans on sale.
 */
import { and, asc, desc, eq, exists, gt, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import {
  creatorProfiles,
  posts,
  subscriptionPlans,
  userBlocks,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CallContext } from '../../http/call-context.ts';
import { notBlockedByWhere } from '../../access/block-rule.ts';
import { notSuspendedWhere } from '../../access/suspension-rule.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { messageableAmong } from '../../access/chat-rule.ts';
import { offsetOf } from '../../core/paging.ts';
import { socialLinksOf } from './social-links.ts';

/** What these services take from a call's context. */
export type CreatorsContext = Pick<CallContext, 'config' | 'db' | 'locale' | 'media' | 'now' | 'viewer'>;

export type ProfileRow = {
  user: {
    id: number;
    uuid: string;
    aff: number;
    username: string;
    nickname: string;
    description: string;
    thumb: string;
    background: string;
    instagramLink: string;
    facebookLink: string;
    twitterLink: string;
    youtubeLink: string;
    tiktokLink: string;
  };
  viewCount: number | null;
  descriptions: Record<string, string> | null;
  jsonInfo: Record<string, unknown> | null;
};

/** The columns toCreators maps; a query selects them from users left-joined to creator_profiles. */
export const profileColumns = {
  user: {
    id: users.id,
    uuid: users.uuid,
    aff: users.aff,
    username: users.username,
    nickname: users.nickname,
    description: users.description,
    thumb: users.thumb,
    background: users.background,
    instagramLink: users.instagramLink,
    facebookLink: users.facebookLink,
    twitterLink: users.twitterLink,
    youtubeLink: users.youtubeLink,
    tiktokLink: users.tiktokLink,
  },
  viewCount: creatorProfiles.viewCount,
  descriptions: creatorProfiles.descriptions,
  jsonInfo: creatorProfiles.jsonInfo,
};

/**
 * Profiles the viewer may see at `now`: not of an account they blocked, nor of a suspended one
 * (access/suspension-rule.ts). The viewer and the time may be placeholders.
 */
export function visibleProfilesWhere(
  viewer: { userId?: number | Placeholder | undefined },
  now: Date | Placeholder,
): SQL {
  return and(notBlockedByWhere(viewer.userId, users.id), notSuspendedWhere(users.id, now)) as SQL;
}

function selectProfiles(db: Database) {
  return db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id));
}

/**
 * The newest approved creators first, each with something anyone may see (a published post that
 * is not private): the home screen's new-creators list and the recommended creators. A creator
 * approved a minute ago with nothing posted yet would lead both lists with an empty page.
 */
export async function listNewCreators(ctx: CreatorsContext, page: number, limit: number): Promise<Creator[]> {
  const hasPublicPost = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(posts)
      .where(and(eq(posts.userId, users.id), visiblePostsWhere({}, ctx.now()))),
  );
  const rows = await selectProfiles(ctx.db)
    .where(
      and(
        eq(users.authStatus, AUTH_STATUS.creator),
        hasPublicPost,
        visibleProfilesWhere(ctx.viewer, ctx.now()),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offsetOf({ page, limit }));
  return toCreators(ctx, rows);
}

/**
 * Anyone's public profile by uuid or account name (any letter case), in the creator shape
 * (`user/getUserInfoByUuid`); undefined if unknown. A profile the viewer blocked is answered with
 * `is_block` 1 and nothing of theirs (no posts, no plans), so the page can offer to unblock; every
 * list and search leaves it out (visibleProfilesWhere). A suspended account is unknown to all.
 */
export async function findPublicProfile(
  ctx: CreatorsContext,
  by: { uuid?: string | undefined; username?: string | undefined },
): Promise<{ id: number; creator: Creator } | undefined> {
  let rows: ProfileRow[];
  if (by.uuid !== undefined) {
    if (!isUuid(by.uuid)) return undefined;
    rows = await profileByUuid(ctx.db).execute({ uuid: by.uuid, now: ctx.now() });
  } else if (by.username !== undefined) {
    rows = await profileByUsername(ctx.db).execute({ username: by.username, now: ctx.now() });
  } else {
    return undefined;
  }
  const [creator] = await toCreators(ctx, rows);
  return creator && { id: rows[0]!.user.id, creator };
}

/** A profile by public id; the creator page asks on every visit, so it is prepared. */
const profileByUuid = preparedPerDatabase((db) =>
  selectProfiles(db)
    .where(and(eq(users.uuid, sql.placeholder('uuid')), notSuspendedWhere(users.id, sql.placeholder('now'))))
    .limit(1)
    .prepare('creator_profile_by_uuid'),
);

/** A profile by account name in any letter case (the creator page's address). */
const profileByUsername = preparedPerDatabase((db) =>
  selectProfiles(db)
    .where(
      and(
        sql`lower(${users.username}) = lower(${sql.placeholder('username')})`,
        notSuspendedWhere(users.id, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('creator_profile_by_username'),
);

/**
 * The creators the viewer holds a subscription to that has not ended (`article/listSubscribe`),
 * the most recently subscribed first.
 */
export async function listSubscribedCreators(
  ctx: CreatorsContext,
  userId: number,
  page: number,
  limit: number,
): Promise<Creator[]> {
  const latest = max(userSubscriptions.startedAt);
  const rows = await selectProfiles(ctx.db)
    .innerJoin(userSubscriptions, eq(userSubscriptions.creatorId, users.id))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        gt(userSubscriptions.expireAt, ctx.now()),
        visibleProfilesWhere(ctx.viewer, ctx.now()),
      ),
    )
    .groupBy(users.id, creatorProfiles.userId)
    .orderBy(desc(latest), desc(users.id))
    .limit(limit)
    .offset(offsetOf({ page, limit }));
  return toCreators(ctx, rows);
}

/** Profiles in the creator shape, with the viewer's counts and relations, in the rows' order. */
export async function toCreators(ctx: CreatorsContext, rows: ProfileRow[]): Promise<Creator[]> {
  const ids = rows.map((row) => row.user.id);
  const [counts, subscribed, plans, blocked, messageable] = await Promise.all([
    visiblePostCounts(ctx, ids),
    subscribedCreators(ctx, ids),
    plansOnSale(ctx, ids),
    blockedByViewer(ctx, ids),
    messageableAmong(ctx.db, ctx.viewer.userId, ids, ctx.now()),
  ]);
  return rows.map(({ user, viewCount, descriptions, jsonInfo }) => {
    // A creator may describe themselves in several languages; show the viewer's when there is one.
    const translated: unknown = descriptions?.[ctx.locale];
    return {
      uuid: user.uuid,
      aff: user.aff,
      username: user.username,
      nickname: user.nickname,
      description: typeof translated === 'string' ? translated : user.description,
      thumb: ctx.media.publicUrl(user.thumb),
      background: ctx.media.publicUrl(user.background),
      post_num: counts.get(user.id) ?? 0,
      view_count: Number(viewCount ?? 0),
      // A blocked creator cannot be subscribed to: no plans to offer.
      subscription_list: blocked.has(user.id) ? [] : (plans.get(user.id) ?? []),
      is_subscribed: subscribed.has(user.id) ? 1 : 0,
      is_block: blocked.has(user.id) ? 1 : 0,
      // Whether the viewer may write to them now (access/chat-rule.ts): a subscription between them.
      is_able_send_message: messageable.has(user.id) ? 1 : 0,
      share_url: `${ctx.config.publicUrl}/${user.username}`,
      ...socialLinksOf(user),
      json_info: jsonInfo ?? {},
    };
  });
}

/** Which of these accounts the viewer blocked (only a profile asked for by name can be one). */
async function blockedByViewer(ctx: CreatorsContext, ids: number[]): Promise<Set<number>> {
  const viewerId = ctx.viewer.userId;
  if (viewerId === undefined || ids.length === 0) return new Set();
  const rows = await preparedBlockedAmong(ctx.db).execute({ viewerId, ids });
  return new Set(rows.map((row) => row.blockedId));
}

/** blockedByViewer's statement: every creator card and page a member opens asks it. */
const preparedBlockedAmong = preparedPerDatabase((db) =>
  db
    .select({ blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      and(
        eq(userBlocks.blockerId, sql.placeholder('viewerId')),
        sql`${userBlocks.blockedId} = any(${sql.placeholder('ids')}::integer[])`,
      ),
    )
    .prepare('creators_blocked_by_viewer'),
);

/** Which of these creators the viewer holds a subscription to that has not ended (any of their plans). */
async function subscribedCreators(ctx: CreatorsContext, creatorIds: number[]): Promise<Set<number>> {
  const userId = ctx.viewer.userId;
  // A creator's preview of their page as a subscriber (access/creator-preview.ts) holds their plans.
  const previewed = ctx.viewer.previewSubscriberOf;
  if (previewed !== undefined) return new Set(creatorIds.filter((id) => id === previewed));
  if (userId === undefined || creatorIds.length === 0) return new Set();
  const rows = await preparedSubscribedAmong(ctx.db).execute({ userId, creatorIds, now: ctx.now() });
  return new Set(rows.map((row) => row.creatorId));
}

/** subscribedCreators' statement: every creator card and page a member opens asks it. */
const preparedSubscribedAmong = preparedPerDatabase((db) =>
  db
    .selectDistinct({ creatorId: userSubscriptions.creatorId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, sql.placeholder('userId')),
        sql`${userSubscriptions.creatorId} = any(${sql.placeholder('creatorIds')}::integer[])`,
        gt(userSubscriptions.expireAt, sql.placeholder('now')),
      ),
    )
    .prepare('creators_subscribed_by_viewer'),
);

/** How many posts the viewer may see, per creator (access/post-access.ts): what their page lists. */
async function visiblePostCounts(ctx: CreatorsContext, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const signedIn = ctx.viewer.userId !== undefined;
  const rows = await (signedIn ? memberPostCounts : visitorPostCounts)(ctx.db).execute({
    userIds,
    viewerId: ctx.viewer.userId ?? 0,
    now: ctx.now(),
  });
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}

/** visiblePostCounts' statement, for a visitor or for a signed-in viewer (the block rule joins in). */
function buildPostCounts(db: Database, signedIn: boolean) {
  const viewer = { userId: signedIn ? sql.placeholder('viewerId') : undefined };
  return db
    .select({ userId: posts.userId, count: sql<number>`count(*)::int` })
    .from(posts)
    .where(
      and(
        sql`${posts.userId} = any(${sql.placeholder('userIds')}::integer[])`,
        visiblePostsWhere(viewer, sql.placeholder('now')),
      ),
    )
    .groupBy(posts.userId)
    .prepare(`creator_post_counts_${signedIn ? 'member' : 'visitor'}`);
}

const visitorPostCounts = preparedPerDatabase((db) => buildPostCounts(db, false));
const memberPostCounts = preparedPerDatabase((db) => buildPostCounts(db, true));

/** The plans on sale per creator, in the creator's order: `{id, name, price}`. */
async function plansOnSale(
  ctx: CreatorsContext,
  userIds: number[],
): Promise<Map<number, Creator['subscription_list']>> {
  const byCreator = new Map<number, Creator['subscription_list']>();
  if (userIds.length === 0) return byCreator;
  for (const row of await preparedPlansOnSale(ctx.db).execute({ userIds })) {
    const plan = { id: row.id, name: row.name, price: centsToAmount(row.priceCents) };
    const list = byCreator.get(row.userId);
    if (list) list.push(plan);
    else byCreator.set(row.userId, [plan]);
  }
  return byCreator;
}

/** plansOnSale's statement: every creator card and page asks it. */
const preparedPlansOnSale = preparedPerDatabase((db) =>
  db
    .select({
      userId: subscriptionPlans.userId,
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
    })
    .from(subscriptionPlans)
    .where(
      and(
        sql`${subscriptionPlans.userId} = any(${sql.placeholder('userIds')}::integer[])`,
        eq(subscriptionPlans.status, 1),
      ),
    )
    .orderBy(asc(subscriptionPlans.userId), asc(subscriptionPlans.position), asc(subscriptionPlans.id))
    .prepare('creator_plans_on_sale'),
);
