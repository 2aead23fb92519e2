import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchTotals } from '../../api/get-search-totals.ts';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { SwipeableTabs } from '../../components/molecules/swipeable-tabs/swipeable-tabs.tsx';
import { searchIcon } from '../../components/atoms/icon/icons.ts';
import { formatCompactCount } from '../../i18n/format.ts';
import { PostListFeed } from '../home/post-feed.tsx';
import type { SearchTab } from './search-address.ts';
import { SearchAuthors } from './search-authors.tsx';
import { searchMessages as m } from './search-messages.ts';

export interface SearchResultsProps {
  term: string;
  tab: SearchTab;
  onTab: (tab: SearchTab) => void;
}

/**
 * What a term finds, in two tabs that swipe on a phone (spec §2): posts (`article/getList` with the
 * keyword, the feed's own cards) and authors (`user/searchCreator`), each named with its count
 * (`article/totalCreatorAndArticle`). A tab's list is asked for once the tab is first shown; when
 * both counts are 0 the screen says so once, instead of two empty tabs.
 */
export function SearchResults({ term, tab, onTab }: SearchResultsProps) {
  const intl = useIntl();
  const totals = useSearchTotals(term);
  const [visited, setVisited] = useState<ReadonlySet<SearchTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  if (totals.data && totals.data.article_total === 0 && totals.data.creator_total === 0) {
    return (
      <EmptyState
        icon={searchIcon}
        title={intl.formatMessage(m.noResult, { term })}
        description={intl.formatMessage(m.noResultHint)}
      />
    );
  }
  const label = (tab: SearchTab, count: number | undefined) =>
    count === undefined
      ? intl.formatMessage(m[tab])
      : intl.formatMessage(tab === 'posts' ? m.postsCount : m.authorsCount, {
          shown: formatCompactCount(intl, count),
        });
  return (
    <SwipeableTabs
      label={intl.formatMessage(m.results)}
      value={tab}
      onChange={onTab}
      tabs={[
        {
          value: 'posts',
          label: label('posts', totals.data?.article_total),
          content: visited.has('posts') ? (
            <PostListFeed
              params={{ keyword: term }}
              empty={{ title: intl.formatMessage(m.noPosts), description: intl.formatMessage(m.noPostsHint) }}
            />
          ) : null,
        },
        {
          value: 'authors',
          label: label('authors', totals.data?.creator_total),
          content: visited.has('authors') ? <SearchAuthors term={term} /> : null,
        },
      ]}
    />
  );
}
