/**
 * The language of a server answer from the request's Accept-Language header: negotiator reads
 * the header (q-values, order, wildcard), @formatjs/intl-localematcher picks the closest of the 15
 * locales (CLDR language matching: zh-HK and zh-Hant are Traditional Chinese, pt-BR is pt).
 */
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../src/i18n/locale-resolution.ts';

/** The 15 locales as BCP 47 tags (`zh-CN`), each mapped back to our path code (`zh-cn`). */
const BY_TAG = new Map<string, Locale>(
  SUPPORTED_LOCALES.map((locale) => [
    locale.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`),
    locale,
  ]),
);
const TAGS = [...BY_TAG.keys()];

/** Language tags well-formed enough for the matcher; anything else in the header is skipped. */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The best supported locale for an Accept-Language header, honouring q-values; en when none fits. */
export function resolveAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const requested = new Negotiator({ headers: { 'accept-language': header } })
    .languages()
    .filter((tag) => tag !== '*' && isLanguageTag(tag));
  // Matched one at a time, so a language the reader ranks higher always wins over a closer
  // match further down (the matcher alone may trade order for distance).
  for (const tag of requested) {
    const matched = match([tag], TAGS, '', { algorithm: 'best fit' });
    if (matched) return BY_TAG.get(matched) ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}
