import { useIntl } from 'react-intl';
import { useCollectedPosts, type CollectedPostsFilter } from '../../../api/get-collected-posts.ts';
import { useImageSource } from '../../../api/use-image-source.ts';
import { CollectedPostRow } from '../../../components/molecules/collected-post-row/collected-post-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import type { Post } from '../../../contract/entities.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { ListSkeleton } from '../buy/list-skeleton.tsx';
import { mineCollectMessages as m } from './mine-collect-messages.ts';

export interface CollectedPostsListProps {
  /** The liked posts (type 2), all or only those the fan may or may not open now. */
  filter: CollectedPostsFilter;
  empty: { title: string; description: string };
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/** A fan's liked posts, newest first, ten at a time (mine-collect's tabs, the profile's collected tab). */
export function CollectedPostsList({ filter, empty, headingLevel = 2 }: CollectedPostsListProps) {
  const intl = useIntl();
  const query = useCollectedPosts(filter);
  return (
    <AsyncContent
      status={query.status}
      data={query.data?.pages.flatMap((page) => page.list)}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      isEmpty={(posts) => posts.length === 0}
      empty={empty}
      loading={<ListSkeleton />}
    >
      {(posts) => (
        <InfiniteScroll
          onLoadMore={() => void query.fetchNextPage()}
          status={infiniteScrollStatus(query)}
          errorMessage={intl.formatMessage(m.loadMoreFailed)}
        >
          <ul className="flex flex-col gap-3">
            {posts.map((post) => (
              <li key={post.id}>
                <CollectedPost post={post} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}

/** An unlocked post's original may come encrypted (spec §7): the row shows it once decrypted. */
function CollectedPost({ post, headingLevel }: { post: Post; headingLevel: 2 | 3 }) {
  const to = useLocalePath();
  const picture = useImageSource(post.url[0]?.url);
  return (
    <CollectedPostRow
      post={post}
      picture={picture}
      href={to(`/${post.user.username}/${post.id}`)}
      headingLevel={headingLevel}
    />
  );
}
