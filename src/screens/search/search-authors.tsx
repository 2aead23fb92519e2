import { useIntl } from 'react-intl';
import { useCreatorSearch } from '../../api/search-creators.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { SearchCreatorCard } from '../../components/molecules/search-creator-card/search-creator-card.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { openCreatorPlans } from '../../state/payment-flow.ts';
import { searchMessages as m } from './search-messages.ts';

/**
 * The authors a term finds (`user/searchCreator`), the best match first, ten at a time; Subscribe
 * opens an author's plans.
 */
export function SearchAuthors({ term }: { term: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useCreatorSearch(term);
  return (
    <AsyncContent
      status={query.status}
      data={query.data?.pages.flatMap((page) => page.list)}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      isEmpty={(creators) => creators.length === 0}
      empty={{ title: intl.formatMessage(m.noAuthors), description: intl.formatMessage(m.noAuthorsHint) }}
      loading={
        <div aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-19 w-full rounded-card" />
          ))}
        </div>
      }
    >
      {(creators) => (
        <InfiniteScroll
          onLoadMore={() => void query.fetchNextPage()}
          status={infiniteScrollStatus(query)}
          errorMessage={intl.formatMessage(m.moreAuthorsFailed)}
        >
          <ul className="flex flex-col gap-3">
            {creators.map((creator) => (
              <li key={creator.uuid}>
                <SearchCreatorCard
                  creator={creator}
                  href={to(`/${creator.username}`)}
                  // Anyone may look at the plans; paying asks a visitor to log in first (spec §6).
                  onSubscribe={(chosen) =>
                    openCreatorPlans({
                      aff: chosen.aff,
                      uuid: chosen.uuid,
                      username: chosen.username,
                      nickname: chosen.nickname || chosen.username,
                      thumb: chosen.thumb,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}
