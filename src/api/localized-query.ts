/**
 * Answers the server writes in the request's language (creators' descriptions, the terms
 * declaration) are cached per locale: the locale is the last part of the query key AND the
 * Accept-Language of the call that fills it, so an entry can only hold text in the language its
 * key names, and switching language never shows the previous language's text from the cache.
 *
 * Answers that are not translated (the post list, user info, app config) keep one entry: a
 * switch does not refetch them (see docs/decisions.md, "One locale"). Their refusals are
 * translated, though: useRetryFailedOnLocaleChange asks a failed query again in the new language.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Locale } from '../i18n/locale-resolution.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** `['creators', 'new', 1]` in fr → `['creators', 'new', 1, 'fr']`. */
export function localizedKey<const K extends readonly unknown[]>(
  key: K,
  locale: Locale,
): readonly [...K, Locale] {
  return [...key, locale] as const;
}

/** The locale part of a key made by localizedKey. */
export function localeOfKey(key: readonly unknown[]): unknown {
  return key.at(-1);
}

/**
 * After a language switch, every query that failed is asked again, so its refusal (the server's
 * msg, shown by the error states) is in the new language. Mounted once, in the root shell.
 */
export function useRetryFailedOnLocaleChange(): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
  }, [locale, queryClient]);
}
