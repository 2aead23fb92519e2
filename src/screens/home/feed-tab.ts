import { LIST_FILTER } from '../../contract/enums.ts';

/** Home's feed tabs; the tab lives in the address (`?tab=new`), Popular when absent. */
export type FeedTab = 'popular' | 'new';

export function feedTabOf(params: URLSearchParams): FeedTab {
  return params.get('tab') === 'new' ? 'new' : 'popular';
}

/** The list filter each tab asks the server for. */
export const FEED_FILTER = { popular: LIST_FILTER.popular, new: LIST_FILTER.new } as const;
