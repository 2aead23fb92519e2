import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../components/atoms/button/button.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { InfiniteScrollSentinel } from '../../components/molecules/infinite-scroll-sentinel/infinite-scroll-sentinel.tsx';
import { NoMoreFooter } from '../../components/molecules/no-more-footer/no-more-footer.tsx';
import { PostCard } from '../../components/molecules/post-card/post-card.tsx';
import { usePostList, type PostListFilter } from '../../api/get-post-list.ts';
import { useTogglePostLike } from '../../api/toggle-post-like.ts';
import type { Post } from '../../contract/entities.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { homeMessages as m } from './home-messages.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';

/** Spec §2: infinite scroll starts 100 px before the end, at most once per 1000 ms. */
const SCROLL_DISTANCE_PX = 100;
const SCROLL_INTERVAL_MS = 1000;

/** One tab of the home feed: loading, error, empty, the posts, and the end of the list. */
export function PostFeed({ filter }: { filter: PostListFilter }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const query = usePostList({ filter_by: filter });
  // Gated: a visitor's like opens login and is replayed after it (spec §4, §6).
  const toggleLike = useTogglePostLike();
  const postHref = (post: Post) => to(`/${post.user.username}/${post.id}`);
  const authorHref = (post: Post) => to(`/${post.user.username}`);

  if (query.isPending) {
    return (
      <div className="space-y-5" aria-busy="true">
        <Spinner announce className="sr-only" />
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <EmptyState
        tone="error"
        description={query.error.message}
        onReload={() => void query.refetch()}
        reloading={query.isRefetching}
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.list);
  if (posts.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(m.feedEmpty)}
        description={intl.formatMessage(m.feedEmptyBody)}
        onReload={() => void query.refetch()}
        reloading={query.isRefetching}
      />
    );
  }

  return (
    <div>
      <ul className="space-y-5">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              postHref={postHref(post)}
              authorHref={authorHref(post)}
              // Plans and purchase dialogs open from the creator page and the post page.
              onSubscribe={(p) => navigate(authorHref(p))}
              onBuy={(p) => navigate(postHref(p))}
              onLike={toggleLike}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <>
          <InfiniteScrollSentinel
            onLoadMore={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage || query.isFetchNextPageError}
            distance={SCROLL_DISTANCE_PX}
            interval={SCROLL_INTERVAL_MS}
          />
          <div className="flex justify-center py-6 text-brand-600">
            {query.isFetchNextPageError ? (
              <div role="alert" className="flex flex-col items-center gap-2 text-sm text-ink-muted">
                {intl.formatMessage(m.loadMoreFailed)}
                <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                  {intl.formatMessage(m.retry)}
                </Button>
              </div>
            ) : query.isFetchingNextPage ? (
              <Spinner announce />
            ) : null}
          </div>
        </>
      ) : (
        <NoMoreFooter />
      )}
    </div>
  );
}
