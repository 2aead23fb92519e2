import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { setLocale } from '../state/session.ts';
import { localePath, stripLocalePrefix } from './locale-path.ts';
import type { Locale } from './locale-resolution.ts';

/** Switches language: stores it, then shows the same page under the new prefix. */
export function useSwitchLocale(): (locale: Locale) => void {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (locale: Locale) => {
      setLocale(locale);
      navigate(
        `${localePath(locale, stripLocalePrefix(pathname))}${search ? `?${search}` : ''}${window.location.hash}`,
      );
    },
    [navigate, pathname, search],
  );
}
