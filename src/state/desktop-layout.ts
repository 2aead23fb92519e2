import { useSyncExternalStore } from 'react';

/**
 * The layout's desktop breakpoint (architecture.md: 958 px). Its own copy, as home's pull to reload
 * keeps one: importing post-overlay.ts for it made that module a chunk of its own on every page.
 */
const DESKTOP_QUERY = '(min-width: 958px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const matches = () => window.matchMedia(DESKTOP_QUERY).matches;

/**
 * Whether the window is at the desktop breakpoint (958 px, architecture.md) now, following it as the
 * window is resized: for what only the desktop layout shows and would otherwise be fetched for
 * nothing on a phone. False where there is no window.
 */
export function useDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
