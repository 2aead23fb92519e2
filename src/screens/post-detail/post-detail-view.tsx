import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useDeletePost } from '../../api/delete-post.ts';
import { usePostDetail } from '../../api/get-post-detail.ts';
import { useTogglePostLike } from '../../api/toggle-post-like.ts';
import { useViewer } from '../../api/use-viewer.ts';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { PostDetail } from '../../components/organisms/post-detail/post-detail.tsx';
import type { Post } from '../../contract/entities.ts';
import { useBlockUserActions } from '../../features/block-user/use-block-user-actions.ts';
import { useOpenChat } from '../../features/open-chat/use-open-chat.ts';
import { PostComments } from '../../features/post-comments/post-comments.tsx';
import type { ReportTarget } from '../../features/report-user/report-user-dialog.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { copyLink, shareUrlOf } from '../../state/copy-link.ts';
import { openDialog } from '../../state/dialogs.ts';
import { runGated } from '../../state/gated-action.ts';
import { showPopup } from '../../state/popup.ts';
import { postDetailScreenMessages as m } from './post-detail-messages.ts';
import { PostDetailMedia } from './post-detail-media.tsx';

// The report dialog and the paying dialogs' openers load when first asked for.
const ReportUserDialog = lazy(() =>
  import('../../features/report-user/report-user-dialog.tsx').then((module) => ({
    default: module.ReportUserDialog,
  })),
);
const paymentActions = () => import('../../features/payment/post-payment-actions.ts');

export interface PostDetailViewProps {
  username: string;
  feedId: number;
  layout: 'page' | 'overlay';
  /** Id the overlay is labelled by: the post's heading. */
  headingId?: string;
  /** The post is gone for this viewer (deleted, its creator blocked): leave it. */
  onGone: () => void;
}

/**
 * The post detail's content with its data (spec §2): `article/getDetail` under the address's
 * username; a post that is not that creator's, or that the viewer may not see, is
 * content.feedNotExist. Everything the organism offers is wired here: like (the post shadow, so
 * the feed and the creator page agree), share, subscribe or buy, comments, report and block, or
 * the owner's edit and delete.
 */
export function PostDetailView({ username, feedId, layout, headingId, onGone }: PostDetailViewProps) {
  const intl = useIntl();
  const detail = usePostDetail(feedId, username);
  if (detail.error instanceof ApiError && !detail.data)
    return (
      <EmptyState
        title={intl.formatMessage(m.notFound)}
        description={intl.formatMessage(m.notFoundBody)}
        className="min-h-[50dvh]"
      />
    );
  return (
    <AsyncContent
      status={detail.status}
      data={detail.data?.article}
      error={detail.error}
      onRetry={() => void detail.refetch()}
      retrying={detail.isRefetching}
      className="min-h-[50dvh]"
    >
      {(post) => <LoadedPost post={post} layout={layout} headingId={headingId} onGone={onGone} />}
    </AsyncContent>
  );
}

function LoadedPost({
  post,
  layout,
  headingId,
  onGone,
}: {
  post: Post;
  layout: 'page' | 'overlay';
  headingId?: string;
  onGone: () => void;
}) {
  const intl = useIntl();
  const to = useLocalePath();
  const viewer = useViewer();
  const toggleLike = useTogglePostLike();
  const blocking = useBlockUserActions();
  const openChat = useOpenChat();
  const remove = useDeletePost();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const own = viewer.username !== null && viewer.username.toLowerCase() === post.user.username.toLowerCase();
  const name = post.user.nickname || post.user.username;
  const path = `/${post.user.username}/${post.id}`;

  const confirmDelete = () =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteTitle),
      message: intl.formatMessage(m.deleteMessage),
      confirmLabel: intl.formatMessage(m.deleteConfirm),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await remove.mutateAsync(post.id);
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
      next: onGone,
    });

  return (
    <>
      <PostDetail
        post={post}
        own={own}
        layout={layout}
        headingId={headingId}
        creatorHref={to(`/${post.user.username}`)}
        editHref={to(`/publish?id=${post.id}`)}
        media={
          <PostDetailMedia post={post} maxHeight={layout === 'overlay' ? 'calc(100dvh - 3rem)' : '75dvh'} />
        }
        comments={<PostComments articleId={post.id} />}
        onLike={toggleLike}
        onShare={() => void copyLink(intl, shareUrlOf(post.share_url, to(path)))}
        onSubscribe={(locked) => void paymentActions().then((actions) => actions.subscribeToPost(locked))}
        onBuy={(locked) => void paymentActions().then((actions) => actions.buyPostOf(locked))}
        onReport={() => runGated(() => setReport({ uuid: post.uuid, name, articleId: post.id }))}
        onBlock={() => blocking.block({ aff: post.user.aff, name }, onGone)}
        onMessage={() => openChat(post.user)}
        onTip={(tipped) => void paymentActions().then((actions) => actions.tipAuthorOf(tipped))}
        onDelete={confirmDelete}
      />
      {report ? (
        <Suspense fallback={null}>
          <ReportUserDialog target={report} open onClose={() => setReport(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
