import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ON_SERVER } from '../contract/first-html.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { keepPathLocale, localeRuleFor } from './locale-routing.ts';

/** The origin of the addresses the server renders: the rules read only their path and query. */
const SERVER_RENDER_ORIGIN = 'http://localhost';

/** One exchange per callback address, however often the entry renders (StrictMode runs effects twice). */
const finishing = new Map<string, Promise<string | null>>();

function finishOnce(href: string, locale: Locale): Promise<string | null> {
  let finished = finishing.get(href);
  if (!finished) {
    finished = import('./oauth-entry-guard.ts')
      .then(({ finishOAuthEntry }) => finishOAuthEntry(href, locale))
      .catch(() => null);
    finishing.set(href, finished);
  }
  return finished;
}

/**
 * Whether the entry is still finishing a provider's sign-in at this address. Only an address
 * carrying `oauth` can be a callback, so only such an address loads the sign-in code
 * (oauth-entry-guard.ts and the API client behind it): every other first visit does without it.
 */
function useProviderCallback(href: string, locale: Locale, carriesOAuth: boolean): boolean {
  const [, navigate] = useLocation();
  const [notACallback, setNotACallback] = useState<string | null>(null);
  useEffect(() => {
    if (!carriesOAuth) return;
    let current = true;
    void finishOnce(href, locale).then((destination) => {
      if (!current) return;
      if (destination) navigate(destination, { replace: true });
      else setNotACallback(href);
    });
    return () => {
      current = false;
    };
  }, [carriesOAuth, href, locale, navigate]);
  return carriesOAuth && notACallback !== href;
}

/**
 * Every address under a language goes through here (spec §2 language rules, locale-prefix.ts):
 * an address that is not canonical is replaced, the path's language is stored, and a provider's
 * sign-in callback is finished before any screen shows.
 */
export function LocaleEntry({ children }: { children: ReactNode }) {
  // Subscribed for the re-render; the browser's own address is read whole (hash included). The
  // server's first HTML (src/app/first-html) has only the path and query.
  const [path] = useLocation();
  const search = useSearch();
  const href = ON_SERVER
    ? `${SERVER_RENDER_ORIGIN}${path}${search ? `?${search}` : ''}`
    : window.location.href;
  const { redirectTo, locale } = localeRuleFor(href);
  useLayoutEffect(() => {
    if (!redirectTo) keepPathLocale(locale);
  }, [redirectTo, locale]);
  const finishingSignIn = useProviderCallback(
    href,
    locale,
    !redirectTo && new URLSearchParams(search).has('oauth'),
  );
  if (redirectTo) return <Redirect to={redirectTo} replace />;
  if (finishingSignIn) return null;
  return children;
}
