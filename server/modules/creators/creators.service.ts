/**
 * Creator profiles as lists, cards and the creator page show them. Every list leaves out the
 * accounts the viewer blocked, and a blocked creator's page is not found for them (blocks/
 * block-rule.ts). Counts agree with the lists: `post_num` is how many posts the viewer may see
 * (what the creator page lists them), `view_count` the sum of the creator's posts' views
 * (views/views.service.ts keeps it), `subscription_list` the plans on sale.
 */
import { and, desc, eq, exists, gt, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Creator } from '../../../src/contract/entities.ts';
import { AUTH_STATUS } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { creatorProfiles, posts, userSubscriptions, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CallContext } from '../../http/call-context.ts';
import { notBlockedByWhere } from '../../access/block-rule.ts';
import { notSuspendedWhere } from '../../access/suspension-rule.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { offsetOf } from '../../core/paging.ts';
import { socialLinksOf } from './social-links.ts';
import { creatorRelationsOf } from './creator-relations.ts';

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
  const relations = await creatorRelationsOf(
    ctx,
    rows.map((row) => row.user.id),
  );
  // A creator's preview of their page as a subscriber (access/creator-preview.ts) holds their plans.
  const previewed = ctx.viewer.previewSubscriberOf;
  return rows.map(({ user, viewCount, descriptions, jsonInfo }) => {
    const of = relations.get(user.id);
    const blocked = of?.blocked === true;
    const subscribed = previewed === undefined ? of?.subscribed === true : user.id === previewed;
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
      post_num: of?.postCount ?? 0,
      view_count: Number(viewCount ?? 0),
      // A blocked creator cannot be subscribed to: no plans to offer.
      subscription_list: blocked
        ? []
        : (of?.plans ?? []).map((plan) => ({
            id: plan.id,
            name: plan.name,
            price: centsToAmount(plan.priceCents),
          })),
      is_subscribed: subscribed ? 1 : 0,
      is_block: blocked ? 1 : 0,
      // Whether the viewer may write to them now (access/chat-rule.ts): a subscription between them.
      is_able_send_message: of?.messageable === true ? 1 : 0,
      share_url: `${ctx.config.publicUrl}/${user.username}`,
      ...socialLinksOf(user),
      json_info: jsonInfo ?? {},
    };
  });
}
