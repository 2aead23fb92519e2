import { LIST_FILTER } from './enums.ts';

/**
 * Home's feed tabs; the tab lives in the address (`?tab=new`), Popular when absent. The server reads
 * the same rule for the first page it puts in home's document (server/document-content.ts).
 */
export type FeedTab = 'popular' | 'new';

export function feedTabOf(params: URLSearchParams): FeedTab {
  return params.get('tab') === 'new' ? 'new' : 'popular';
}

/** The list filter each tab asks the server for. */
export const FEED_FILTER = { popular: LIST_FILTER.popular, new: LIST_FILTER.new } as const;
