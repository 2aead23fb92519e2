import { useIntl } from 'react-intl';
import { useCreatorSearch } from '../../api/search-creators.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { SearchCreatorCard } from '../../components/molecules/search-creator-card/search-creator-card.tsx';
import { PagedList } from '../../components/organisms/paged-list/paged-list.tsx';
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
    <PagedList
      query={query}
      skeletonRow={<Skeleton className="h-19 w-full rounded-card" />}
      empty={{ title: intl.formatMessage(m.noAuthors), description: intl.formatMessage(m.noAuthorsHint) }}
      loadMoreFailed={intl.formatMessage(m.moreAuthorsFailed)}
      rowKey={(creator) => creator.uuid}
      renderRow={(creator) => (
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
      )}
    />
  );
}
