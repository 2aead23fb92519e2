/**
 * How the language prefix of a path is read (spec §2). The rules, in order:
 *
 * 1. `/error-401` has no prefix and is served as is.
 * 2. The first path segment is a language prefix when it is one of the 15 codes, compared
 *    case-insensitively. `zh-hant`, `zh-tw`, `zh-hk` and `zh-mo` are Traditional Chinese and
 *    become `zh-tw`. A prefix that is not in canonical form (`/FR/home`, `/zh-hk/home`) is
 *    replaced by its canonical form.
 * 3. A path without a language prefix (`/`, `/home?lang=fr&x=1`) is replaced by the same path
 *    under the stored locale (session store / `locale` cookie), else the browser's language
 *    through resolveLocale, else en — keeping the query minus `lang` (`/en/home?x=1`).
 * 4. When the path's language differs from the stored locale, THE PATH WINS: a shared link
 *    opens in the language it was shared in. The path's language is stored (store + cookie),
 *    and the address is replaced by the canonical path (prefix in canonical form, no `lang`
 *    query parameter); when it already is canonical nothing visible changes.
 * 5. Under a valid prefix, unknown paths render the 404 page.
 */
import { replace, type LoaderFunctionArgs } from 'react-router';
import { isSupportedLocale, resolveLocale, DEFAULT_LOCALE, type Locale } from '../i18n/locale-resolution.ts';
import { session, setLocale } from '../state/session.ts';

const TRADITIONAL_CHINESE_PREFIXES = new Set(['zh-hant', 'zh-tw', 'zh-hk', 'zh-mo']);

/** The canonical locale of a path prefix, or null when the segment is not a language prefix. */
export function localeFromPrefix(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  if (TRADITIONAL_CHINESE_PREFIXES.has(lower)) return 'zh-tw';
  return isSupportedLocale(lower) ? lower : null;
}

/** Stored locale, else the browser's language, else en. */
export function storedOrBrowserLocale(): Locale {
  if (session.locale) return session.locale;
  if (typeof navigator !== 'undefined' && navigator.language) return resolveLocale(navigator.language);
  return DEFAULT_LOCALE;
}

function searchWithoutLang(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Rules 2–4 for any path, as a pure function: the location to replace with, or null to stay. */
export function resolveLocaleRedirect(
  href: string,
  stored: Locale,
): { redirectTo: string | null; locale: Locale } {
  const url = new URL(href, 'http://localhost');
  const [, first, ...rest] = url.pathname.split('/');
  const prefixed = localeFromPrefix(first);
  const search = searchWithoutLang(url);
  if (!prefixed) {
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
    return { redirectTo: `/${stored}${path}${search}${url.hash}`, locale: stored };
  }
  const remainder = rest.join('/').replace(/\/+$/, '');
  const canonical = `/${prefixed}${remainder ? `/${remainder}` : ''}${search}${url.hash}`;
  const current = `${url.pathname}${url.search}${url.hash}`;
  return { redirectTo: canonical === current ? null : canonical, locale: prefixed };
}

/** Loader of `/` and `/:lang`: applies the rules and stores the path's language. */
export function localeLoader({ request }: LoaderFunctionArgs) {
  const { redirectTo, locale } = resolveLocaleRedirect(request.url, storedOrBrowserLocale());
  if (session.locale !== locale) setLocale(locale);
  if (redirectTo) throw replace(redirectTo);
  return null;
}
