/**
 * The collection's tabs (spec §2 mine-collect: all, unlocked, locked), chosen by the address's `?t=`
 * like mine-buy's, so a tab can be linked to and survives a reload. Each asks `user/getArticleList`
 * for the liked posts (type 2) with its `unlock`: none for all, 1 for those the fan may open now, 0
 * for the others (a like on a post whose subscription ended, or one never bought).
 */
export const COLLECT_TABS = ['all', 'unlocked', 'locked'] as const;
export type CollectTab = (typeof COLLECT_TABS)[number];

/** The tab a query string names (`?t=locked`); all for none or an unknown one. */
export function collectTabOf(search: string): CollectTab {
  const t = new URLSearchParams(search).get('t');
  return (COLLECT_TABS as readonly string[]).includes(t ?? '') ? (t as CollectTab) : 'all';
}

/** The `unlock` filter a tab asks for. */
export function unlockOf(tab: CollectTab): 0 | 1 | undefined {
  if (tab === 'unlocked') return 1;
  if (tab === 'locked') return 0;
  return undefined;
}
