import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { usePostDetail } from '../../api/get-post-detail.ts';
import { PostOverlay } from '../../components/organisms/post-overlay/post-overlay.tsx';
import { inAppHistory } from '../../state/history-entries.ts';
import { postDetailScreenMessages as m } from './post-detail-messages.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';

// The post's content is a chunk of its own, asked for beside this frame (lazy-screens.tsx): the
// frame brings Headless UI's dialog, the content everything else, and neither is the other's weight.
const PostDetailView = lazy(() =>
  import('./post-detail-view.tsx').then((module) => ({ default: module.PostDetailView })),
);

/**
 * The post detail over the page it was opened from (desktop, spec §2): the address is the post's;
 * closing it (the close button, Esc, the backdrop) goes back in history, as the browser's Back
 * does, to the page behind.
 */
export interface PostDetailOverlayProps {
  /** The address's account name and post id (the route reads them). */
  username: string;
  feedId: number;
}

export function PostDetailOverlay({ username, feedId }: PostDetailOverlayProps) {
  return <Overlay key={feedId} username={username} feedId={feedId} />;
}

function Overlay({ username, feedId }: { username: string; feedId: number }) {
  const intl = useIntl();
  const headingId = useId();
  // The same query as the content's: the dialog is named by the post once it is in.
  const post = usePostDetail(feedId, username).data?.article;
  const title = post
    ? post.title || intl.formatMessage(m.postBy, { name: post.user.nickname || post.user.username })
    : intl.formatMessage(m.post);
  const close = () => inAppHistory().back();
  return (
    <PostOverlay open onClose={close} title={title}>
      <Suspense
        fallback={
          <div className="flex h-full items-center justify-center">
            <Spinner announce className="text-brand-600" />
          </div>
        }
      >
        <PostDetailView
          username={username}
          feedId={feedId}
          layout="overlay"
          headingId={headingId}
          onGone={close}
        />
      </Suspense>
    </PostOverlay>
  );
}
