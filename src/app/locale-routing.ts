/**
 * The router's side of the language rules: the rules themselves (prefix, aliases, which path to
 * replace with) are src/i18n/locale-prefix.ts; here they are applied and the path's language is
 * stored.
 */
import { replace, type LoaderFunctionArgs } from 'react-router';
import { resolveLocaleRedirect } from '../i18n/locale-prefix.ts';
import { storedOrBrowserLocale } from '../i18n/use-locale.ts';
import { session, setLocale } from '../state/session.ts';

/** Loader of `/` and `/:lang`: applies the rules and stores the path's language. */
export function localeLoader({ request }: LoaderFunctionArgs) {
  const { redirectTo, locale } = resolveLocaleRedirect(request.url, storedOrBrowserLocale());
  if (session.locale !== locale) setLocale(locale);
  if (redirectTo) throw replace(redirectTo);
  return null;
}
