/**
 * The search screen's address (spec §2 `/{lang}/search?q=`): the term in `q`, the results tab in
 * `t` (posts when absent), so a search can be shared, reloaded and walked back through.
 */
export const SEARCH_TABS = ['posts', 'authors'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export { searchTermOf } from '../../contract/search-term.ts';

export function searchTabOf(params: URLSearchParams): SearchTab {
  return params.get('t') === 'authors' ? 'authors' : 'posts';
}

/** The path (under the language) of a search for `term` on `tab`: `/search?q=猫&t=authors`. */
export function searchPath(term: string, tab: SearchTab = 'posts'): string {
  const params = new URLSearchParams();
  if (term) params.set('q', term);
  if (term && tab !== 'posts') params.set('t', tab);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
