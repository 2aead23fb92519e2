import { useIntl } from 'react-intl';
import type { StatsRange } from '../../../api/earnings-keys.ts';
import { usePostStats } from '../../../api/get-post-stats.ts';
import { useImageSource } from '../../../api/use-image-source.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { PostPerformanceRow } from '../../../components/molecules/post-performance-row/post-performance-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import type { PostPerformance } from '../../../contract/entities-money.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { mineEarnMessages as m } from './mine-earn-messages.ts';

/** Each post's numbers over the range (article/stats), newest first, ten a page. */
export function PostPerformanceList({ request }: { request: StatsRange }) {
  const intl = useIntl();
  const query = usePostStats(request);
  return (
    <section aria-labelledby="mine-earn-per-post" className="flex flex-col gap-3">
      <h2 id="mine-earn-per-post" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.perPost)}
      </h2>
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={{ title: intl.formatMessage(m.noPosts), description: intl.formatMessage(m.noPostsHint) }}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-32 w-full rounded-card" />
            ))}
          </div>
        }
      >
        {(data) => (
          <InfiniteScroll onLoadMore={() => void query.fetchNextPage()} status={infiniteScrollStatus(query)}>
            {/* The last range's posts stay readable (not faded) while the new range's arrive. */}
            <ul aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-3">
              {data.pages.flatMap((page) =>
                page.list.map((post) => (
                  <li key={post.id}>
                    <PerformingPost post={post} />
                  </li>
                )),
              )}
            </ul>
          </InfiniteScroll>
        )}
      </AsyncContent>
    </section>
  );
}

/** The creator's own locked post comes encrypted (spec §7): the row shows it once decrypted. */
function PerformingPost({ post }: { post: PostPerformance }) {
  const to = useLocalePath();
  const picture = useImageSource(post.url[0]?.url);
  return <PostPerformanceRow post={post} picture={picture} href={to(`/${post.user.username}/${post.id}`)} />;
}
