/** Turns stored comments into the wire shape of the contract's commentSchema. */
import type { Comment } from '../../../src/contract/entities-social.ts';
import type { CallContext } from '../../http/call-context.ts';

/** What mapping takes from a call's context. */
export type CommentMapContext = Pick<CallContext, 'media'>;

export interface CommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  content: string;
  likeCount: number;
  replyCount: number;
  createdAt: Date;
  author: { nickname: string; thumb: string };
}

export function toWireComment(ctx: CommentMapContext, row: CommentRow, liked: boolean): Comment {
  return {
    id: row.id,
    article_id: row.postId,
    content: row.content,
    reply_comment_id: row.parentId ?? 0,
    author: { nickname: row.author.nickname, thumb: ctx.media.publicUrl(row.author.thumb) },
    created_ts: Math.floor(row.createdAt.getTime() / 1000),
    created_at: row.createdAt.toISOString(),
    liked: liked ? 1 : 0,
    like: row.likeCount,
    reply_num: row.replyCount,
  };
}
