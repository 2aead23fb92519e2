/**
 * Who may see which post: the one rule lists, likes and creator pages use. The money issue
 * extends this module with entitlements (subscriptions and purchases).
 */
import { and, eq, lte, ne, or, type Placeholder, type SQL } from 'drizzle-orm';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { posts } from '../../db/schema.ts';
import type { Viewer } from '../../http/call-context.ts';
import { UNBOUND_VIEWER, type MediaUrls } from '../../media/signing.ts';

/** Only who is asking matters to the rule: a signed-in user's id, or nobody. */
export type PostViewer = Pick<Viewer, 'userId'>;

/** Someone signed out: what the public sees (a creator's post count on their profile). */
export const PUBLIC_VIEWER: PostViewer = { userId: undefined };

/**
 * The posts `viewer` may see at `now` (the server's clock, `ctx.now()`): published, past their
 * display time, and not private unless they are the viewer's own. Locked posts are visible (their
 * preview is public); whether the originals are is `canSeeOriginals`. A prepared statement passes
 * placeholders for the viewer's id and the time (posts.service.ts, the unfiltered feeds).
 */
export function visiblePostsWhere(
  viewer: { userId?: number | Placeholder | undefined },
  now: Date | Placeholder,
): SQL {
  const notPrivate = ne(posts.articleType, ARTICLE_TYPE.private);
  const readable = viewer.userId === undefined ? notPrivate : or(notPrivate, eq(posts.userId, viewer.userId));
  return and(eq(posts.status, REVIEW_STATUS.published), lte(posts.displayAt, now), readable) as SQL;
}

export interface PostAccessFacts {
  authorId: number;
  articleType: number;
}

/** Free posts are open to everyone; every other level only to its author until entitlements exist. */
export function canSeeOriginals(post: PostAccessFacts, viewer: PostViewer): boolean {
  if (viewer.userId !== undefined && viewer.userId === post.authorId) return true;
  return post.articleType === ARTICLE_TYPE.free;
}

/**
 * Whom a post's signed media URLs are bound to, for a viewer `canSeeOriginals` lets in: nobody
 * for a free post (its URL is no secret; shared caches may keep it), else the viewer, whose
 * media pass the media routes then require on every request (docs/decisions.md).
 */
export function mediaViewerKeyOf(post: PostAccessFacts, viewer: Pick<Viewer, 'key'>): string {
  return post.articleType === ARTICLE_TYPE.free ? UNBOUND_VIEWER : viewer.key;
}

/**
 * Whether a post's originals leave the server encrypted for the app to decrypt (spec §7; docs/
 * decisions.md, "Locked media: encrypted originals"): the pictures of image posts of every level
 * but free. A video post's poster stays plain (signed and bound all the same): its video's
 * segments are plain HLS, so encrypting one frame of it would protect nothing.
 */
export function encryptsOriginals(post: { articleType: number; resourceType: number }): boolean {
  return post.articleType !== ARTICLE_TYPE.free && post.resourceType !== RESOURCE_TYPE.video;
}

/** The signed URL of one original of a post, bound to `boundTo`: encrypted when the post's level says so. */
export function originalUrlOf(
  media: MediaUrls,
  post: { articleType: number; resourceType: number },
  originalKey: string,
  boundTo: string,
): string {
  return encryptsOriginals(post)
    ? media.encryptedUrl(originalKey, boundTo)
    : media.signedUrl(originalKey, boundTo);
}
