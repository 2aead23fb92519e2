import { lazy, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { PostCard, type PostCardProps } from '../../components/molecules/post-card/post-card.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { useInView } from '../../components/organisms/video-player/use-video-slot.ts';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { usePostList, type PostListFilter } from '../../api/get-post-list.ts';
import { useTogglePostLike } from '../../api/toggle-post-like.ts';
import { useImageSource } from '../../api/use-image-source.ts';
import type { Post } from '../../contract/entities.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { withAllMessages } from '../../i18n/messages.ts';
import { homeMessages as m } from './home-messages.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';

// The player (media-chrome; hls.js on demand) and its messages load when a video card shows.
const PostVideo = lazy(
  withAllMessages(() =>
    import('../../features/post-video/post-video-entry.ts').then((entry) => entry.loadPostVideo()),
  ),
);

/**
 * One tab of the home feed: loading, error, empty, the posts, and the end of the list. The
 * next page loads through the InfiniteScroll organism (spec §2 distance and interval).
 */
/**
 * A card whose first original, encrypted for a locked post (spec §7), is shown decrypted. Like a
 * lazy <img>, it is fetched once the card comes near the screen (the first card at once).
 */
function FeedPostCard(props: Omit<PostCardProps, 'picture'>) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const [seen, setSeen] = useState(props.priority === true);
  if (inView && !seen) setSeen(true);
  const picture = useImageSource(props.post.url[0]?.url, { enabled: seen });
  return (
    <div ref={ref}>
      <PostCard {...props} picture={picture} />
    </div>
  );
}

export function PostFeed({ filter }: { filter: PostListFilter }) {
  const intl = useIntl();
  const to = useLocalePath();
  const [, navigate] = useLocation();
  const query = usePostList({ filter_by: filter });
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
      loading={
        <div className="space-y-5" aria-busy="true">
          <Spinner announce className="sr-only" />
          <PostCardSkeleton />
          <PostCardSkeleton />
        </div>
      }
      isEmpty={(posts) => posts.length === 0}
      empty={{ title: intl.formatMessage(m.feedEmpty), description: intl.formatMessage(m.feedEmptyBody) }}
    >
      {(posts) => (
        <InfiniteScroll
          onLoadMore={loadMore}
          status={infiniteScrollStatus(query)}
          errorMessage={intl.formatMessage(m.loadMoreFailed)}
        >
          <ul className="space-y-5">
            {posts.map((post, index) => (
              <li key={post.id}>
                <FeedPostCard
                  post={post}
                  // The first picture is the page's largest contentful paint: fetched at once, first.
                  priority={index === 0}
                  postHref={postHref(post)}
                  authorHref={authorHref(post)}
                  // Plans and purchase dialogs open from the creator page and the post page.
                  onSubscribe={(p) => navigate(authorHref(p))}
                  onBuy={(p) => navigate(postHref(p))}
                  onLike={toggleLike}
                  // Only an unlocked video post's card shows it: a locked one keeps its blurred
                  // preview, and its video is never asked for.
                  video={<PostVideo post={post} />}
                />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}
