import { useIntl } from 'react-intl';
import { useCollectedPosts, type CollectedPostsFilter } from '../../../api/get-collected-posts.ts';
import { useImageSource } from '../../../api/use-image-source.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { CollectedPostRow } from '../../../components/molecules/collected-post-row/collected-post-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import type { Post } from '../../../contract/entities.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
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
    <PagedList
      query={query}
      skeletonRow={<Skeleton className="h-20 w-full" />}
      empty={empty}
      loadMoreFailed={intl.formatMessage(m.loadMoreFailed)}
      rowKey={(post) => post.id}
      renderRow={(post) => <CollectedPost post={post} headingLevel={headingLevel} />}
    />
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
