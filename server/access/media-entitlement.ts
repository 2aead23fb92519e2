/**
 * The media routes' second question (after the media pass): may this user still open this file?
 * A signed URL lives an hour or more, so a subscriber whose subscription ended or a buyer who was
 * refunded could otherwise keep fetching with a URL handed out before; the routes ask the one
 * access rule (access/post-access.ts) for the post the file belongs to: the same visibility (with
 * its block rule) and the same entitlement as the calls that hand the URLs out. Answers are remembered per
 * process for 10 s (a video's segments, a feed's pictures cost one lookup), and forgotten at once
 * for a user whose entitlements this process just changed (webhook.routes.ts).
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { planPosts, postMedia, posts } from '../db/schema.ts';
import type { MediaTarget } from '../media/media.routes.ts';
import { canSeeOriginals, entitlementsOf, visiblePostsWhere } from './post-access.ts';

/** How long an answer is reused; the same as the media pass's session check. */
export const ENTITLEMENT_MEMORY_MS = 10_000;
const MEMORY_LIMIT = 10_000;

export interface MediaEntitlements {
  allows(userId: number, target: MediaTarget, now: Date): Promise<boolean>;
  forget(userIds: readonly number[]): void;
}

/** The one rule, for the posts whose media is `target`: any of them open to the user opens it. */
async function decide(db: Database, userId: number, target: MediaTarget, now: Date): Promise<boolean> {
  const media =
    'key' in target
      ? eq(postMedia.originalKey, target.key)
      : eq(postMedia.hlsKey, `private/${target.hlsFolder}/master.m3u8`);
  // Its own posts, in any state; others' only while listed to the user by the one visibility rule
  // (published, displayed, not private, not of an account the user blocked).
  const rows = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      articleType: posts.articleType,
      displayAt: posts.displayAt,
    })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(and(media, or(eq(posts.userId, userId), visiblePostsWhere({ userId }, now))));
  if (rows.some((row) => row.userId === userId)) return true;
  if (rows.length === 0) return false;
  const ids = rows.map((row) => row.id);
  const [held, links] = await Promise.all([
    entitlementsOf(db, { userId }, now, ids),
    db
      .select({ postId: planPosts.postId, planId: planPosts.planId })
      .from(planPosts)
      .where(inArray(planPosts.postId, ids)),
  ]);
  return rows.some((row) =>
    canSeeOriginals(
      {
        id: row.id,
        authorId: row.userId,
        articleType: row.articleType,
        displayAt: row.displayAt,
        planIds: links.filter((link) => link.postId === row.id).map((link) => link.planId),
      },
      held,
    ),
  );
}

export function createMediaEntitlements(db: Database): MediaEntitlements {
  const memory = new Map<string, { allowed: boolean; until: number; userId: number }>();
  return {
    async allows(userId, target, now) {
      const name = `${userId}:${'key' in target ? `f:${target.key}` : `h:${target.hlsFolder}`}`;
      const remembered = memory.get(name);
      if (remembered && remembered.until > now.getTime()) return remembered.allowed;
      const allowed = await decide(db, userId, target, now);
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(name, { allowed, until: now.getTime() + ENTITLEMENT_MEMORY_MS, userId });
      return allowed;
    },
    forget(userIds) {
      const forgotten = new Set(userIds);
      for (const [name, entry] of memory) if (forgotten.has(entry.userId)) memory.delete(name);
    },
  };
}

/**
 * The post a stored original belongs to and its author, for the mark that names the post (the
 * oldest post, when one file went into several), or null for a file of no post (a chat photo).
 */
export async function postOfOriginal(
  db: Database,
  key: string,
): Promise<{ postId: number; authorId: number } | null> {
  const [row] = await db
    .select({ postId: postMedia.postId, authorId: posts.userId })
    .from(postMedia)
    .innerJoin(posts, eq(posts.id, postMedia.postId))
    .where(eq(postMedia.originalKey, key))
    .orderBy(asc(postMedia.postId))
    .limit(1);
  return row ?? null;
}
