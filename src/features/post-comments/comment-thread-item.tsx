import { useState } from 'react';
import { commentsOfPages } from '../../api/comment-cache.ts';
import { useComments } from '../../api/list-comments.ts';
import { Comment } from '../../components/molecules/comment/comment.tsx';
import type { Comment as CommentEntity } from '../../contract/entities-social.ts';

export interface CommentThreadItemProps {
  comment: CommentEntity;
  onLike: (comment: CommentEntity, liked: boolean) => Promise<unknown>;
  onReply: (comment: CommentEntity) => void;
}

/** A comment on the post, whose replies are asked for once the reader opens them, a page at a time. */
export function CommentThreadItem({ comment, onLike, onReply }: CommentThreadItemProps) {
  const [opened, setOpened] = useState(false);
  const replies = useComments(comment.article_id, comment.id, opened);
  return (
    <Comment
      comment={comment}
      replies={commentsOfPages(replies.data)}
      repliesLoading={opened && (replies.isPending || replies.isFetchingNextPage)}
      hasMoreReplies={replies.hasNextPage}
      onLoadReplies={() => setOpened(true)}
      onMoreReplies={() => void replies.fetchNextPage()}
      onLike={onLike}
      onReply={onReply}
    />
  );
}
