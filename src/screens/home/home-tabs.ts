/**
 * Home's feed tabs, in the address (`?tab=`) so back and reload keep them. A visitor has Popular and
 * New (src/contract/feed-tab.ts, which the server's first page follows); a member may also have
 * Subscribed (they subscribe to someone, spec §2) and For you (they picked interests).
 */
export const HOME_TABS = ['subscribed', 'popular', 'new', 'foryou'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

/**
 * The tab the address names when the viewer has it, else `fallback`. Popular is written as no
 * parameter at all, so a visitor's address and the server's first page agree.
 */
export function homeTabOf(params: URLSearchParams, offered: readonly HomeTab[], fallback: HomeTab): HomeTab {
  const named = params.get('tab');
  return offered.find((tab) => tab === named) ?? fallback;
}
