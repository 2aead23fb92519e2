/**
 * How the language prefix of a path is read (spec §2). The rules, in order:
 *
 * 1. `/error-401` has no prefix and is served as is (the router's own route).
 * 2. The first path segment is a language prefix when localeFromPrefix accepts it: one of the
 *    15 codes, compared case-insensitively, or a Traditional Chinese alias (`zh-hant`, `zh-hk`,
 *    `zh-mo`), which becomes `zh-tw`. A prefix that is not in canonical form (`/FR/home`,
 *    `/zh-hk/home`) is replaced by its canonical form.
 * 3. A path without a language prefix (`/`, `/home?lang=fr&x=1`) is replaced by the same path
 *    under the stored or browser locale (storedOrBrowserLocale), keeping the query minus `lang`
 *    (`/en/home?x=1`).
 * 4. When the path's language differs from the stored locale, THE PATH WINS: a shared link
 *    opens in the language it was shared in. The path's language is stored (store + cookie),
 *    and the address is replaced by the canonical path (prefix in canonical form, no `lang`
 *    query parameter); when it already is canonical nothing visible changes.
 * 5. Under a valid prefix, unknown paths render the 404 page (the router).
 *
 * The router applies them in src/app/locale-routing.ts; this file is the rules alone.
 */
import { localeFromPrefix, type Locale } from './locale-resolution.ts';

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
