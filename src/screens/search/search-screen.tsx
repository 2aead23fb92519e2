import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearchParams } from 'wouter';
import { useHotKeywords } from '../../api/get-hot-keywords.ts';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { SearchBox } from '../../components/molecules/search-box/search-box.tsx';
import { searchIcon } from '../../components/atoms/icon/icons.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { clearSearchHistory, rememberSearch, searchHistory } from '../../state/search-history.ts';
import { searchPath, searchTabOf, searchTermOf, type SearchTab } from './search-address.ts';
import { searchMessages as m } from './search-messages.ts';
import { SearchResults } from './search-results.tsx';

/**
 * Search, `/{lang}/search?q=` (spec §2): the field searches 500 ms after the last keystroke (never in
 * the middle of a word an input method is composing) and the address keeps the term; before a term,
 * the recent searches of this device (10, cut to 20 characters) and the popular keywords
 * (`article/getHotKeywords`); a tag searches its term. Works in every language: the server matches
 * CJK and Thai, which have no spaces between words.
 */
export function SearchScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const term = searchTermOf(params);
  const tab = searchTabOf(params);
  const { terms } = useSnapshot(searchHistory);
  const hot = useHotKeywords();
  useEffect(() => {
    if (term) rememberSearch(term);
  }, [term]);

  // Typing refines one search: the address is replaced. A tag is a new search: back returns here.
  const search = (next: string) => navigate(to(searchPath(next)), { replace: true });
  const searchTag = (tag: string) => navigate(to(searchPath(tag)));
  const chooseTab = (next: SearchTab) => navigate(to(searchPath(term, next)), { replace: true });
  const suggestions = !term;
  const popular = suggestions ? (hot.data ?? []) : [];
  const history = suggestions ? terms : [];

  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <h1 className="mb-4 sr-only text-2xl font-bold text-ink desktop:not-sr-only">
        {intl.formatMessage(m.title)}
      </h1>
      <SearchBox
        value={term}
        onSearch={search}
        history={history}
        popular={popular}
        onSelectTag={searchTag}
        onClearHistory={clearSearchHistory}
        className="mb-5"
      />
      {term ? (
        <SearchResults key={term} term={term} tab={tab} onTab={chooseTab} />
      ) : history.length === 0 && popular.length === 0 && !hot.isPending ? (
        <EmptyState
          icon={searchIcon}
          title={intl.formatMessage(m.start)}
          description={intl.formatMessage(m.startHint)}
        />
      ) : null}
    </div>
  );
}
