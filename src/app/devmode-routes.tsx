/**
 * /{lang}/devmode and its twelve pages (spec §1): development builds only. This module is reached
 * only through `devmode` in lazy-screens.tsx, which a production build drops with its chunk
 * (docs/decisions/devmode-pages.md).
 */
import { useLocation } from 'wouter';
import { DEVMODE_PAGES, isDevmodePage, type DevmodePage } from '../screens/devmode/devmode-pages.ts';
import { DevmodeScreen } from '../screens/devmode/devmode-screen.tsx';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';

/** The paths under /{lang}/devmode: '' for the list of pages, then each page. */
export function devmodeRoutes(): ('' | DevmodePage)[] {
  return ['', ...DEVMODE_PAGES];
}

/**
 * The devmode route of an address (`/fr/devmode/icon` → 'icon', `/fr/devmode` → ''), or null for
 * an address outside it or a page it lacks. Any case and a trailing slash read the same.
 */
export function matchDevmodeRoute(pathname: string): '' | DevmodePage | null {
  const [, , section, page = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (section?.toLowerCase() !== 'devmode' || rest.length > 0) return null;
  const name = page.toLowerCase();
  if (name === '') return '';
  return isDevmodePage(name) ? name : null;
}

/** /{lang}/devmode and below; an address it lacks shows 404. */
export function DevmodeRoutes() {
  const [pathname] = useLocation();
  const route = matchDevmodeRoute(pathname);
  if (route === null) return <NotFoundScreen />;
  return <DevmodeScreen page={route || null} />;
}
