/** How a requested language maps onto the 15 languages of the product (spec §1, §2). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  directionOf,
  isSupportedLocale,
  resolveLocale,
} from '../../src/i18n/locale-resolution.ts';

const FIFTEEN = [
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
];

describe('the supported locales', () => {
  it('supports exactly the 15 languages of the spec, English first as the default', () => {
    expect([...SUPPORTED_LOCALES]).toEqual(FIFTEEN);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each(FIFTEEN)('accepts %s as it is', (code) => {
    expect(isSupportedLocale(code)).toBe(true);
    expect(resolveLocale(code)).toBe(code);
  });

  it('accepts a path segment only in its exact lower-case form', () => {
    expect(isSupportedLocale('zh-CN')).toBe(false);
    expect(isSupportedLocale('EN')).toBe(false);
    expect(isSupportedLocale('pt-br')).toBe(false);
    expect(isSupportedLocale('')).toBe(false);
  });
});

describe('resolveLocale', () => {
  it.each([
    'zh-hant',
    'zh-tw',
    'zh-hk',
    'zh-mo',
    'zh-Hant-TW',
    'zh-Hant',
    'zh-HK',
    'zh-TW',
    'zh_TW',
    'zh-Hant-HK',
  ])('maps Traditional Chinese %s to zh-tw', (tag) => {
    expect(resolveLocale(tag)).toBe('zh-tw');
  });

  it.each(['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh_CN'])('maps Chinese %s to zh-cn', (tag) => {
    expect(resolveLocale(tag)).toBe('zh-cn');
  });

  it.each([
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['ar-EG', 'ar'],
    ['hi-IN', 'hi'],
    ['ja-JP', 'ja'],
    ['FR', 'fr'],
    [' ko-KR ', 'ko'],
  ] as const)('maps %s to its base language %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });

  it.each(['it', 'nl-NL', 'xx', 'klingon', 'en-xa', '*'])('maps the unknown %s to en', (tag) => {
    expect(resolveLocale(tag)).toBe('en');
  });

  it.each([
    ['an empty tag', ''],
    ['null', null],
    ['undefined', undefined],
  ] as const)('maps %s to en', (_name, tag) => {
    expect(resolveLocale(tag)).toBe('en');
  });
});

describe('direction', () => {
  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
  });

  it('writes the RTL pseudo-locale right to left', () => {
    expect(directionOf('ar-xb')).toBe('rtl');
  });

  it.each(FIFTEEN.filter((code) => code !== 'ar'))('writes %s left to right', (code) => {
    expect(directionOf(code)).toBe('ltr');
  });
});
