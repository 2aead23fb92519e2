import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setLocale } from '../state/session.ts';
import { localePath, stripLocalePrefix } from './locale-path.ts';
import type { Locale } from './locale-resolution.ts';

/** Switches language: stores it, then shows the same page under the new prefix. */
export function useSwitchLocale(): (locale: Locale) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (locale: Locale) => {
      setLocale(locale);
      void navigate(
        `${localePath(locale, stripLocalePrefix(location.pathname))}${location.search}${location.hash}`,
      );
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
