/**
 * The post detail as an overlay on desktop (spec §2): a navigation to a post's address from a page
 * of the app, on a window of 958 px or more, keeps that page's address in the new history entry
 * (`background`). The routes then draw the background page and the post over it; Back returns to
 * the background's own entry, which closes the overlay. On a phone the post is a page.
 */
import type { AroundNavHandler } from 'wouter';
import { inAppHistory, numberNavigation } from './history-entries.ts';

/** `/{lang}/{username}/{feedId}`, the id numeric only (spec §2). */
export const POST_DETAIL_PATH = /^\/(?<lang>[^/]+)\/(?<username>[^/]+)\/(?<feedId>\d+)\/?$/;

/** The layout's desktop breakpoint (architecture.md: 958 px). */
export const DESKTOP_QUERY = '(min-width: 958px)';

export function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(DESKTOP_QUERY).matches === true;
}

/** The page an entry's post overlay is drawn over, if the entry is one. */
export function backgroundOf(state: unknown): string | undefined {
  const background = (state as { background?: unknown } | null | undefined)?.background;
  return typeof background === 'string' && background.startsWith('/') ? background : undefined;
}

/**
 * The router's `aroundNav` under the app's screens: a navigation to a post on desktop carries the
 * page it leaves as its background (a post opened from an overlay keeps the first background), then
 * the app's own numbering (history-entries.ts). `here` is the address being left; `navigated` runs
 * after each navigation, since an entry can change its state and not its address (a post opened
 * directly becomes the same address over its creator's page).
 */
export function overlayNavigation(
  here: () => string,
  navigated: () => void = () => undefined,
): AroundNavHandler {
  return (navigate, to, options) => {
    const asked = (options?.state ?? {}) as Record<string, unknown>;
    const path = typeof to === 'string' ? to.split('?')[0]! : '';
    if (!POST_DETAIL_PATH.test(path) || !isDesktop() || backgroundOf(asked))
      numberNavigation(navigate, to, options);
    else {
      const background = backgroundOf(inAppHistory().state()) ?? here();
      numberNavigation(navigate, to, { ...options, state: { ...asked, background } });
    }
    navigated();
  };
}
