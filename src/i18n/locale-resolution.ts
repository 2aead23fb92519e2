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

const TRADITIONAL_CHINESE = new Set(['zh-hant', 'zh-tw', 'zh-hk', 'zh-mo']);

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
  if (!tag) return DEFAULT_LOCALE;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isSupportedLocale(lower)) return lower;
  const parts = lower.split('-');
  const base = parts[0] ?? '';
  if (base === 'zh') {
    const rest = parts.slice(1);
    if (rest.some((part) => TRADITIONAL_CHINESE.has(`zh-${part}`))) return 'zh-tw';
    return 'zh-cn';
  }
  return isSupportedLocale(base) ? base : DEFAULT_LOCALE;
}

/** The best supported locale for an Accept-Language header, honouring q-values. */
export function resolveAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const base = entry.tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'zh' || isSupportedLocale(base) || isSupportedLocale(entry.tag.toLowerCase())) {
      return resolveLocale(entry.tag);
    }
  }
  return DEFAULT_LOCALE;
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'ar-xb' ? 'rtl' : 'ltr';
}
