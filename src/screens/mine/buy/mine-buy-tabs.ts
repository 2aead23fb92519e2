/**
 * The mine-buy tabs (spec §2: transactions, subscriptions, purchased articles), chosen by the
 * address's `?t=` like mine-post's, so a tab can be linked to and survives a reload.
 */
export const MINE_BUY_TABS = ['transactions', 'subscriptions', 'purchased'] as const;
export type MineBuyTab = (typeof MINE_BUY_TABS)[number];
export const DEFAULT_MINE_BUY_TAB: MineBuyTab = 'transactions';

/** The tab a query string names (`?t=purchased`); the first tab for none or an unknown one. */
export function mineBuyTabOf(search: string): MineBuyTab {
  const t = new URLSearchParams(search).get('t');
  return (MINE_BUY_TABS as readonly string[]).includes(t ?? '') ? (t as MineBuyTab) : DEFAULT_MINE_BUY_TAB;
}
