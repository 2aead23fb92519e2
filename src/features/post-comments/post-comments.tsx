import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddComment } from '../../api/add-comment.ts';
import { commentsOfPages } from '../../api/comment-cache.ts';
import { useComments } from '../../api/list-comments.ts';
import { useToggleCommentLike } from '../../api/toggle-comment-like.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { CommentComposer } from '../../components/molecules/comment-composer/comment-composer.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import type { Comment } from '../../contract/entities-social.ts';
import { runGated } from '../../state/gated-action.ts';
import { CommentThreadItem } from './comment-thread-item.tsx';
import { postCommentsMessages as m } from './post-comments-messages.ts';

export interface PostCommentsProps {
  articleId: number;
}

/**
 * A post's comments (spec §2, §5): the composer (a comment or a reply, trimmed and not empty, one
 * at a time), then the comments newest first, page by page, each with its replies. Commenting,
 * replying and liking are gated (§6): a visitor logs in and the action runs then. Comment errors
 * are swallowed (§8): a comment that fails stays in the field to send again; a like goes back.
 */
export function PostComments({ articleId }: PostCommentsProps) {
  const intl = useIntl();
  const comments = useComments(articleId);
  const add = useAddComment();
  const toggleLike = useToggleCommentLike();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  // What the live region last said (WCAG 4.1.3): a posted comment shows at the top of the list,
  // out of the way of a screen reader's reading point, so it is also said. Numbered, so a second
  // comment posted says it again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  // Set in the click, not at the next render: a second send in the same moment is refused too.
  const sending = useRef(false);

  const send = (content: string) => {
    const answering = replyTo;
    runGated(() => {
      // Refused while one is sending (spec §5), replayed after a login or not.
      if (sending.current) return;
      sending.current = true;
      add.mutate(
        { articleId, content, replyTo: answering?.id },
        {
          onSuccess: () => {
            setText('');
            setReplyTo(null);
            setAnnouncement(({ count }) => ({
              text: intl.formatMessage(answering ? m.replyPosted : m.posted),
              count: count + 1,
            }));
          },
          onSettled: () => {
            sending.current = false;
          },
        },
      );
    });
  };
  const reply = (comment: Comment) => {
    setReplyTo(comment);
    field.current?.focus();
  };

  const list = commentsOfPages(comments.data);
  return (
    <div className="space-y-4">
      <CommentComposer
        ref={field}
        value={text}
        onChange={setText}
        onSubmit={send}
        sending={add.isPending}
        replyingTo={replyTo?.author.nickname ?? null}
        onCancelReply={() => setReplyTo(null)}
      />
      {/* A live region but not a status: the composer's own "Sending…" is the field's status. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
      </p>
      {comments.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner announce className="text-brand-600" />
        </div>
      ) : list.length === 0 ? (
        // A failed first page says no more than an empty one (spec §8: comment errors are swallowed).
        <EmptyState
          title={intl.formatMessage(m.empty)}
          onReload={() => void comments.refetch()}
          reloading={comments.isRefetching}
          className="py-8"
        />
      ) : (
        <InfiniteScroll
          onLoadMore={() => void comments.fetchNextPage()}
          status={infiniteScrollStatus(comments)}
          errorMessage={intl.formatMessage(m.loadFailed)}
        >
          <ul aria-label={intl.formatMessage(m.list)} className="space-y-4">
            {list.map((comment) => (
              <li key={comment.id}>
                <CommentThreadItem comment={comment} onLike={toggleLike} onReply={reply} />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </div>
  );
}
