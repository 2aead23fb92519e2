import { useIntl } from 'react-intl';
import { useCollectedPosts } from '../../../api/get-collected-posts.ts';
import { useImageSource } from '../../../api/use-image-source.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { PurchasedPostRow } from '../../../components/molecules/purchased-post-row/purchased-post-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import type { Post } from '../../../contract/entities.ts';
import { COLLECT_KIND } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { mineBuyMessages as m } from './mine-buy-messages.ts';

const BOUGHT = { type: COLLECT_KIND.bought } as const;

/**
 * The posts the fan bought one by one, newest first (spec §2 mine-buy purchased articles; the
 * member profile's purchased tab, whose rows sit a level deeper, under the profile).
 */
export function PurchasedTab({ headingLevel = 2 }: { /** @default 2 */ headingLevel?: 2 | 3 } = {}) {
  const intl = useIntl();
  const query = useCollectedPosts(BOUGHT);
  return (
    <PagedList
      query={query}
      skeletonRow={<Skeleton className="h-20 w-full" />}
      empty={{ title: intl.formatMessage(m.noPurchased), description: intl.formatMessage(m.noPurchasedHint) }}
      rowKey={(post) => post.id}
      renderRow={(post) => <PurchasedPost post={post} headingLevel={headingLevel} />}
    />
  );
}

/** A bought post's original may come encrypted (spec §7): the row shows it once decrypted. */
function PurchasedPost({ post, headingLevel }: { post: Post; headingLevel: 2 | 3 }) {
  const to = useLocalePath();
  const picture = useImageSource(post.url[0]?.url);
  return (
    <PurchasedPostRow
      post={post}
      picture={picture}
      href={to(`/${post.user.username}/${post.id}`)}
      headingLevel={headingLevel}
    />
  );
}
