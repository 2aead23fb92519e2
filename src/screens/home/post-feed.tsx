import { lazy, Suspense, useRef } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { PostCard, type PostCardProps } from '../../components/molecules/post-card/post-card.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { usePostList, type PostListParams } from '../../api/get-post-list.ts';
import { useTogglePostLike } from '../../api/toggle-post-like.ts';
import type { Post } from '../../contract/entities.ts';
import { ON_SERVER } from '../../contract/first-html.ts';
import { isEncryptedMediaUrl } from '../../contract/encrypted-media.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { withSharedMessages } from '../../i18n/messages.ts';
import { homeMessages as m } from './home-messages.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';

// The player (media-chrome; hls.js on demand) and its messages load when a video card shows.
const PostVideo = lazy(
  withSharedMessages(() =>
    import('../../features/post-video/post-video-entry.ts').then((entry) => entry.loadPostVideo()),
  ),
);

// Decrypting a locked post's picture (for a viewer entitled to it) loads with the first such card:
// a visitor never gets one, so a first visit to home does not download it.
const EncryptedPostCard = lazy(() =>
  import('./encrypted-post-card-entry.ts').then((entry) => entry.loadEncryptedPostCard()),
);
const DECRYPTING = { src: null, pending: true, failed: false } as const;

// Views are counted from the app, never in the first HTML: the tracker loads after the first render.
const PostViewTracker = lazy(() =>
  import('../../features/post-views/post-views-entry.ts').then((entry) => entry.loadPostViewTracker()),
);

// Subscribe and Buy open the paying dialogs; their openers load on the first such click.
const paymentActions = () => import('../../features/payment/post-payment-entry.ts');

/** A feed card; one whose first original is encrypted (spec §7) shows it decrypted. */
function FeedPostCard(props: Omit<PostCardProps, 'picture'>) {
  if (!isEncryptedMediaUrl(props.post.url[0]?.url)) return <PostCard {...props} />;
  return (
    <Suspense fallback={<PostCard {...props} picture={DECRYPTING} />}>
      <EncryptedPostCard {...props} />
    </Suspense>
  );
}

/** A feed while its first page is on its way: two card shapes, announced to screen readers. */
export function FeedLoading() {
  return (
    <div className="space-y-5" aria-busy="true">
      <Spinner announce className="sr-only" />
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  );
}

/** A phone's post card is about 34rem tall: the size a card keeps before it is first laid out. */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_34rem]';

/** Any paged list of posts: home's tabs, the search's posts, a member's feeds. */
export type PostFeedQuery = UseInfiniteQueryResult<InfiniteData<{ list: Post[] }>>;

export interface PostFeedProps {
  query: PostFeedQuery;
  /** What an empty list says. @default "No posts yet" and home's hint */
  empty?: { title: string; description?: string };
}

/**
 * A feed of post cards: loading, error, empty, the posts, and the end of the list. The next page
 * loads through the InfiniteScroll organism (spec §2 distance and interval); each card's view is
 * reported as it leaves the screen (features/post-views, spec §9).
 */
export function PostFeed({ query, empty }: PostFeedProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const listRef = useRef<HTMLUListElement>(null);
  // Gated: a visitor's like opens login and is replayed after it (spec §4, §6).
  const toggleLike = useTogglePostLike();
  const postHref = (post: Post) => to(`/${post.user.username}/${post.id}`);
  const authorHref = (post: Post) => to(`/${post.user.username}`);
  const loadMore = () => void query.fetchNextPage();

  return (
    <AsyncContent
      status={query.status}
      data={query.data?.pages.flatMap((page) => page.list)}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      loading={<FeedLoading />}
      isEmpty={(posts) => posts.length === 0}
      empty={
        empty ?? { title: intl.formatMessage(m.feedEmpty), description: intl.formatMessage(m.feedEmptyBody) }
      }
    >
      {(posts) => (
        <InfiniteScroll
          onLoadMore={loadMore}
          status={infiniteScrollStatus(query)}
          errorMessage={intl.formatMessage(m.loadMoreFailed)}
        >
          <ul ref={listRef} className="space-y-5">
            {posts.map((post, index) => (
              // Cards below the first are laid out when they near the viewport, not all in the first
              // render (issue 8: home's first layout); a card keeps its last size once seen.
              <li key={post.id} data-post-view={post.id} className={index === 0 ? undefined : OFFSCREEN_CARD}>
                <FeedPostCard
                  post={post}
                  // The first picture is the page's largest contentful paint: fetched at once, first.
                  priority={index === 0}
                  postHref={postHref(post)}
                  authorHref={authorHref(post)}
                  onSubscribe={(p) => void paymentActions().then((actions) => actions.subscribeToPost(p))}
                  onBuy={(p) => void paymentActions().then((actions) => actions.buyPostOf(p))}
                  onLike={toggleLike}
                  // Only an unlocked video post's card shows it: a locked one keeps its blurred
                  // preview, and its video is never asked for. The server's first HTML shows the
                  // poster with its duration; the player comes with the app.
                  video={ON_SERVER ? undefined : <PostVideo post={post} />}
                />
              </li>
            ))}
          </ul>
          {ON_SERVER ? null : (
            <Suspense fallback={null}>
              <PostViewTracker listRef={listRef} />
            </Suspense>
          )}
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}

/** The posts of `article/getList` with `params` as a feed: home's Popular and New, a search's posts. */
export function PostListFeed({ params, empty }: { params: PostListParams; empty?: PostFeedProps['empty'] }) {
  return <PostFeed query={usePostList(params)} empty={empty} />;
}
