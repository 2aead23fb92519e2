/**
 * The current locale of the app: the one the path chose (the router stores it), else the
 * stored choice, else the browser's languages. Every reader of "which language are we in"
 * (links, translated queries, the intl provider) goes through here, never through
 * `useIntl().locale` (a BCP 47 tag, a pseudo-locale in development) or route params (absent in
 * Storybook's plain routes).
 */
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';
import { browserLocale, type Locale } from './locale-resolution.ts';

/** The stored choice, else the browser's languages matched to the 15, else en. */
export function storedOrBrowserLocale(): Locale {
  if (session.locale) return session.locale;
  if (typeof navigator === 'undefined') return browserLocale([]);
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The app's current locale, re-rendering when it changes (a switch, a link in another language). */
export function useLocale(): Locale {
  const { locale } = useSnapshot(session);
  return locale ?? storedOrBrowserLocale();
}
