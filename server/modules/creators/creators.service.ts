/** Creator profiles as lists and cards show them. */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { creatorProfiles, posts, userSubscriptions, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { PUBLIC_VIEWER, visiblePostsWhere } from '../posts/posts.access.ts';

type ProfileRow = {
  user: typeof users.$inferSelect;
  viewCount: number | null;
  descriptions: Record<string, string> | null;
  jsonInfo: Record<string, unknown> | null;
};

const profileColumns = {
  user: users,
  viewCount: creatorProfiles.viewCount,
  descriptions: creatorProfiles.descriptions,
  jsonInfo: creatorProfiles.jsonInfo,
};

/** The newest approved creators first: the home screen's new-creators list. */
export async function listNewCreators(ctx: CallContext, page: number, limit: number): Promise<Creator[]> {
  const rows = await ctx.db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.authStatus, AUTH_STATUS.creator))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return toCreators(ctx, rows);
}

/** Anyone's public profile by uuid, in the creator shape (`user/getUserInfoByUuid`); undefined if unknown. */
export async function findPublicProfile(ctx: CallContext, uuid: string): Promise<Creator | undefined> {
  if (!isUuid(uuid)) return undefined;
  const rows = await ctx.db
    .select(profileColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.uuid, uuid))
    .limit(1);
  return (await toCreators(ctx, rows))[0];
}

async function toCreators(ctx: CallContext, rows: ProfileRow[]): Promise<Creator[]> {
  const ids = rows.map((row) => row.user.id);
  const [counts, subscribed] = await Promise.all([
    publishedPostCounts(ctx, ids),
    subscribedCreators(ctx, ids),
  ]);
  return rows.map(({ user, viewCount, descriptions, jsonInfo }) => {
    // A creator may describe themselves in several languages; show the viewer's when there is one.
    const translated: unknown = descriptions?.[ctx.locale];
    return {
      uuid: user.uuid,
      username: user.username,
      nickname: user.nickname,
      description: typeof translated === 'string' ? translated : user.description,
      thumb: ctx.media.publicUrl(user.thumb),
      background: ctx.media.publicUrl(user.background),
      post_num: counts.get(user.id) ?? 0,
      view_count: viewCount ?? 0,
      subscription_list: [],
      is_subscribed: subscribed.has(user.id) ? 1 : 0,
      is_block: 0,
      is_able_send_message: 0,
      share_url: `${ctx.config.publicUrl}/${user.username}`,
      instagram_link: user.instagramLink,
      facebook_link: user.facebookLink,
      twitter_link: user.twitterLink,
      youtube_link: user.youtubeLink,
      tiktok_link: user.tiktokLink,
      json_info: jsonInfo ?? {},
    };
  });
}

/** Which of these creators the viewer holds a subscription to that has not ended (any of their plans). */
async function subscribedCreators(ctx: CallContext, creatorIds: number[]): Promise<Set<number>> {
  const userId = ctx.viewer.userId;
  if (userId === undefined || creatorIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectDistinct({ creatorId: userSubscriptions.creatorId })
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        inArray(userSubscriptions.creatorId, creatorIds),
        gt(userSubscriptions.expireAt, ctx.now()),
      ),
    );
  return new Set(rows.map((row) => row.creatorId));
}

/** Posts the public can see, per creator (posts.access.ts): the count is the same for every viewer. */
async function publishedPostCounts(ctx: CallContext, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ userId: posts.userId, count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(inArray(posts.userId, userIds), visiblePostsWhere(PUBLIC_VIEWER, ctx.now())))
    .groupBy(posts.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.count)]));
}
