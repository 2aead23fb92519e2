import { useCallback } from 'react';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  localeFromPrefix,
  resolveLocale,
  type Locale,
} from './locale-resolution.ts';
import { useLocale } from './use-locale.ts';

/**
 * The locale code as it appears in paths for a display locale (Storybook's toolbar, which
 * offers the pseudo-locales too: en-xa → en, ar-xb → ar).
 */
export function pathLocaleOf(intlLocale: string): Locale {
  const lower = intlLocale.toLowerCase();
  if (isSupportedLocale(lower)) return lower;
  if (lower === 'ar-xb') return 'ar';
  if (lower === 'en-xa') return DEFAULT_LOCALE;
  return resolveLocale(lower);
}

/** `/fr` + `/home` → `/fr/home`; `/` → `/fr`. */
export function localePath(locale: Locale, path: string): string {
  if (!path || path === '/') return `/${locale}`;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Builds links under the current language prefix from useLocale(), not route params, so a
 * screen renders inside a plain MemoryRouter (Storybook) too.
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

/** The path without its language prefix: `/fr/home` → `/home`, `/fr` → `/`. */
export function stripLocalePrefix(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!localeFromPrefix(first)) return pathname || '/';
  const remainder = rest.join('/');
  return remainder ? `/${remainder}` : '/';
}
