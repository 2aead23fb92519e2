/**
 * The mine-post tabs (spec §2: query t selects subscribe, sale, scheduled or private) and the
 * managePost filter of each. Free posts have a tab of their own too (docs/decisions.md): without
 * it a creator's free posts would be listed nowhere.
 */
import { ARTICLE_TYPE } from '../../../contract/enums.ts';
import type { ManagedPostsFilter } from '../../../api/get-managed-posts.ts';

export const MINE_POST_TABS = ['subscribe', 'sale', 'free', 'scheduled', 'private'] as const;
export type MinePostTab = (typeof MINE_POST_TABS)[number];
export const DEFAULT_MINE_POST_TAB: MinePostTab = 'subscribe';

const FILTERS: Record<MinePostTab, ManagedPostsFilter> = {
  subscribe: { article_type: ARTICLE_TYPE.subscription, pre_display: 0 },
  sale: { article_type: ARTICLE_TYPE.buy, pre_display: 0 },
  free: { article_type: ARTICLE_TYPE.free, pre_display: 0 },
  // Scheduled posts of every access level, whose display time is still ahead.
  scheduled: { pre_display: 1 },
  private: { article_type: ARTICLE_TYPE.private, pre_display: 0 },
};

/** The tab a query string names (`?t=sale`); the first tab for none or an unknown one. */
export function minePostTabOf(search: string): MinePostTab {
  const t = new URLSearchParams(search).get('t');
  return (MINE_POST_TABS as readonly string[]).includes(t ?? '') ? (t as MinePostTab) : DEFAULT_MINE_POST_TAB;
}

/** The managePost filter of a tab. */
export function managedPostsFilterOf(tab: MinePostTab): ManagedPostsFilter {
  return FILTERS[tab];
}

/** The tab a just-published post belongs to (publish success goes there, spec §7). */
export function minePostTabOfArticleType(articleType: number, scheduled: boolean): MinePostTab {
  if (scheduled) return 'scheduled';
  if (articleType === ARTICLE_TYPE.buy) return 'sale';
  if (articleType === ARTICLE_TYPE.free) return 'free';
  if (articleType === ARTICLE_TYPE.private) return 'private';
  return 'subscribe';
}
