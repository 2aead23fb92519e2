import type { Locale } from './locale-resolution.ts';

/** Each language named in itself: what a reader of that language looks for in a list. */
export const NATIVE_LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
  hi: 'हिन्दी',
};
