/** The 15 languages of the product and how any requested code maps onto them (spec §1, §2). */

export const SUPPORTED_LOCALES = [
  'en',
  'zh-cn',
  'zh-tw',
  'es',
  'fr',
  'de',
  'th',
  'vi',
  'ja',
  'ko',
  'ru',
  'pt',
  'id',
  'ar',
  'hi',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Development pseudo-locales: accented English, and the same mirrored right-to-left. */
export const PSEUDO_LOCALES = ['en-xa', 'ar-xb'] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number];

/**
 * The other names of Traditional Chinese (spec §2): as a path prefix or a browser language they
 * all mean zh-tw. The one list the path rules, the browser match and the service worker's
 * navigation allowlist read.
 */
export const TRADITIONAL_CHINESE_ALIASES = ['zh-hant', 'zh-hk', 'zh-mo'] as const;
const TRADITIONAL_CHINESE = new Set<string>(['zh-tw', ...TRADITIONAL_CHINESE_ALIASES]);

/** True only for one of the 15 codes exactly as they appear in a path. */
export function isSupportedLocale(code: string): code is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(code);
}

/**
 * Maps a language tag (`zh-HK`, `pt-BR`, `zh-Hant-TW`) to a supported locale: Traditional
 * Chinese variants become zh-tw, other Chinese zh-cn, a known base language itself, anything
 * else en.
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  return matchLocale(tag) ?? DEFAULT_LOCALE;
}

/** resolveLocale without the fallback: null when the tag is none of the 15 languages. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isSupportedLocale(lower)) return lower;
  const parts = lower.split('-');
  const base = parts[0] ?? '';
  if (base === 'zh') {
    const rest = parts.slice(1);
    if (rest.some((part) => TRADITIONAL_CHINESE.has(`zh-${part}`))) return 'zh-tw';
    return 'zh-cn';
  }
  return isSupportedLocale(base) ? base : null;
}

/**
 * The browser's languages (navigator.languages, most preferred first) matched to the 15: the
 * first one the product speaks, else en. `['xx', 'fr-CA']` is fr.
 */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const matched = matchLocale(tag);
    if (matched) return matched;
  }
  return DEFAULT_LOCALE;
}

/**
 * The path prefix rule (spec §2): the canonical locale of a first path segment, compared
 * case-insensitively, the Traditional Chinese aliases becoming zh-tw; null when the segment is
 * not a language prefix.
 */
export function localeFromPrefix(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  if (TRADITIONAL_CHINESE.has(lower)) return 'zh-tw';
  return isSupportedLocale(lower) ? lower : null;
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'ar-xb' ? 'rtl' : 'ltr';
}
