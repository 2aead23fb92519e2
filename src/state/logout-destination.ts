/**
 * Where the page goes when the user logs out (spec §4): a mine page returns to mine home,
 * publish and message (which need a login) go to the root of the language, and any other
 * page reloads where it is.
 */
import { isSupportedLocale } from '../i18n/locale-resolution.ts';

/** `path` is the address without the origin: pathname, query and hash. */
export function logoutDestination(path: string): string {
  const url = new URL(path, 'http://localhost');
  const [, lang = '', section = ''] = url.pathname.split('/');
  if (!isSupportedLocale(lang)) return path;
  if (section === 'mine') return `/${lang}/mine`;
  if (section === 'publish' || section === 'message') return `/${lang}`;
  return path;
}
