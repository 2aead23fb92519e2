/**
 * The app's side of the language rules: the rules themselves (prefix, aliases, which path to
 * replace with) are src/i18n/locale-prefix.ts; here they are applied to an address and the path's
 * language is stored.
 */
import { resolveLocaleRedirect } from '../i18n/locale-prefix.ts';
import type { Locale } from '../i18n/locale-resolution.ts';
import { storedOrBrowserLocale } from '../i18n/use-locale.ts';
import { session, setLocale } from '../state/session.ts';

/** The rules for an address: the address to replace it with (null to stay) and its language. */
export function localeRuleFor(href: string): { redirectTo: string | null; locale: Locale } {
  return resolveLocaleRedirect(href, storedOrBrowserLocale());
}

/** Stores the language an address asks for: the path wins over the stored choice (rule 4). */
export function keepPathLocale(locale: Locale): void {
  if (session.locale !== locale) setLocale(locale);
}

/**
 * Applies the rules to the address the app starts on, before its first render: the catalogue
 * loaded first is the path's language, and a redirected address never renders.
 */
export function applyLocaleRulesAtStart(): void {
  const { redirectTo, locale } = localeRuleFor(window.location.href);
  keepPathLocale(locale);
  if (redirectTo) window.history.replaceState(window.history.state, '', redirectTo);
}
