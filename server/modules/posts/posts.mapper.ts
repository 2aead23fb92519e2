/** Turns stored posts into the wire shape of the contract's postSchema. */
import type { Post } from '../../../src/contract/entities.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import type { CallContext } from '../../http/call-context.ts';
import {
  canSeeOriginals,
  mediaViewerKeyOf,
  originalUrlOf,
  type Entitlements,
} from '../../access/post-access.ts';

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

/**
 * Maps one post; a locked post carries only blurred previews (`url: null`), never an original.
 * `planIds` are the plans that unlock it (plan_posts; posts.service.ts planIdsOf); `held` the
 * viewer's entitlements, loaded once for the page (access/post-access.ts).
 */
export function toWirePost(
  ctx: CallContext,
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
    id: row.id,
    category: row.categoryCode ?? '',
    title: row.title,
    content: row.content,
    tags: row.tags,
    user: {
      username: row.author.username,
      nickname: row.author.nickname,
      thumb: ctx.media.publicUrl(row.author.thumb),
      aff: row.author.aff,
      is_block: 0,
    },
    aff: row.author.aff,
    uuid: row.author.uuid,
    resource_type: row.resourceType === 2 ? 2 : 1,
    article_type: row.articleType as Post['article_type'],
    url: media.map((item) => ({
      url: unlocked ? originalUrlOf(ctx.media, row, item.originalKey, boundTo) : null,
      url_blur: ctx.media.publicUrl(item.blurKey),
      video_time: item.videoTime,
      width: item.width,
      height: item.height,
    })),
    content_width: first?.width ?? 0,
    content_height: first?.height ?? 0,
    display_at: seconds(row.displayAt),
    display_ts: row.displayAt.toISOString(),
    is_unlock: unlocked ? 1 : 0,
    is_liked: liked ? 1 : 0,
    like_num: row.likeCount,
    comment_num: row.commentCount,
    share_num: row.shareCount,
    view_num: row.viewCount,
    buy: row.buyCount,
    status: row.status,
    created_ts: seconds(row.createdAt),
    created_at: row.createdAt.toISOString(),
    share_url: `${ctx.config.publicUrl}/${row.author.username}/${row.id}`,
    subscription_ids: planIds,
    price: centsToAmount(row.priceCents),
  };
}
