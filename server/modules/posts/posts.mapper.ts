/** Turns stored posts into the wire shape of the contract's postSchema. */
import type { Post } from '../../../src/contract/entities.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { MediaUrls } from '../../media/signing.ts';
import {
  canSeeOriginals,
  mediaViewerKeyOf,
  originalUrlOf,
  type Entitlements,
} from '../../access/post-access.ts';

/** What mapping a post takes from a call's context. */
export type PostMapContext = Pick<CallContext, 'config' | 'media' | 'viewer'>;

export interface PostRow {
  id: number;
  userId: number;
  title: string;
  content: string;
  tags: string[];
  resourceType: number;
  articleType: number;
  priceCents: number;
  status: number;
  displayAt: Date;
  createdAt: Date;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  viewCount: number;
  buyCount: number;
  categoryCode: string | null;
  author: { username: string; nickname: string; thumb: string; aff: number; uuid: string };
}

export interface MediaRow {
  postId: number;
  originalKey: string;
  blurKey: string;
  width: number;
  height: number;
  videoTime: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A post's own columns, as the feeds (PostRow) and the publish form (publish.service.ts) read them. */
export type PostFieldsRow = Pick<
  PostRow,
  | 'id'
  | 'categoryCode'
  | 'title'
  | 'content'
  | 'tags'
  | 'resourceType'
  | 'articleType'
  | 'priceCents'
  | 'displayAt'
  | 'status'
>;

/**
 * The fields a post sends the same way in every wire form: the contract's postSchema
 * (toWirePost) and the post the publish form edits (post-for-edit.ts).
 */
export function wirePostFieldsOf(row: PostFieldsRow, planIds: number[]) {
  return {
    id: row.id,
    category: row.categoryCode ?? '',
    title: row.title,
    content: row.content,
    tags: row.tags,
    resource_type: row.resourceType === 2 ? (2 as const) : (1 as const),
    article_type: row.articleType as Post['article_type'],
    subscription_ids: planIds,
    price: centsToAmount(row.priceCents),
    display_at: seconds(row.displayAt),
    status: row.status,
  };
}

/** One file of a post on the wire: `url` the original's (null when locked), the blurred preview, its size. */
export function wirePostMediaOf<Url extends string | null>(
  media: MediaUrls,
  item: Pick<MediaRow, 'blurKey' | 'width' | 'height' | 'videoTime'>,
  url: Url,
) {
  return {
    url,
    url_blur: media.publicUrl(item.blurKey),
    video_time: item.videoTime,
    width: item.width,
    height: item.height,
  };
}

/**
 * Maps one post; a locked post carries only blurred previews (`url: null`), never an original.
 * `planIds` are the plans that unlock it (plan_posts; posts.service.ts planIdsOf); `held` the
 * viewer's entitlements, loaded once for the page (access/post-access.ts).
 */
export function toWirePost(
  ctx: PostMapContext,
  row: PostRow,
  media: MediaRow[],
  liked: boolean,
  planIds: number[],
  held: Entitlements,
): Post {
  const facts = {
    id: row.id,
    authorId: row.userId,
    articleType: row.articleType,
    displayAt: row.displayAt,
    planIds,
  };
  const unlocked = canSeeOriginals(facts, held);
  const boundTo = mediaViewerKeyOf(facts, ctx.viewer);
  const first = media[0];
  return {
    ...wirePostFieldsOf(row, planIds),
    user: {
      username: row.author.username,
      nickname: row.author.nickname,
      thumb: ctx.media.publicUrl(row.author.thumb),
      aff: row.author.aff,
      is_block: 0,
    },
    aff: row.author.aff,
    uuid: row.author.uuid,
    url: media.map((item) =>
      wirePostMediaOf(
        ctx.media,
        item,
        unlocked ? originalUrlOf(ctx.media, row, item.originalKey, boundTo) : null,
      ),
    ),
    content_width: first?.width ?? 0,
    content_height: first?.height ?? 0,
    display_ts: row.displayAt.toISOString(),
    is_unlock: unlocked ? 1 : 0,
    is_liked: liked ? 1 : 0,
    like_num: row.likeCount,
    comment_num: row.commentCount,
    share_num: row.shareCount,
    view_num: row.viewCount,
    buy: row.buyCount,
    created_ts: seconds(row.createdAt),
    created_at: row.createdAt.toISOString(),
    share_url: `${ctx.config.publicUrl}/${row.author.username}/${row.id}`,
  };
}
