/** The language rules of a path (spec §2), written once in src/i18n and applied by the router. */
import { describe, expect, it } from 'vitest';
import { resolveLocaleRedirect } from './locale-prefix.ts';
import { browserLocale, localeFromPrefix, TRADITIONAL_CHINESE_ALIASES } from './locale-resolution.ts';

describe('the language prefix of a path', () => {
  it('reads the 15 codes in any letter case, and the Traditional Chinese aliases as zh-tw', () => {
    expect(localeFromPrefix('fr')).toBe('fr');
    expect(localeFromPrefix('FR')).toBe('fr');
    expect(localeFromPrefix('ZH-CN')).toBe('zh-cn');
    for (const alias of [...TRADITIONAL_CHINESE_ALIASES, 'zh-tw', 'ZH-HK']) {
      expect(localeFromPrefix(alias), alias).toBe('zh-tw');
    }
  });

  it('is no prefix for other segments', () => {
    for (const segment of [undefined, '', 'home', 'zh', 'zh-sg', 'en-gb', 'error-401']) {
      expect(localeFromPrefix(segment), String(segment)).toBeNull();
    }
  });
});

describe('which address a path is replaced with', () => {
  it('puts a path without a prefix under the stored locale, dropping only lang from the query', () => {
    expect(resolveLocaleRedirect('/', 'fr')).toEqual({ redirectTo: '/fr', locale: 'fr' });
    expect(resolveLocaleRedirect('/home?lang=fr&x=1', 'en')).toEqual({
      redirectTo: '/en/home?x=1',
      locale: 'en',
    });
  });

  it('lets the path win over the stored locale, in canonical form', () => {
    expect(resolveLocaleRedirect('/FR/home', 'en')).toEqual({ redirectTo: '/fr/home', locale: 'fr' });
    expect(resolveLocaleRedirect('/zh-hk/home#top', 'en')).toEqual({
      redirectTo: '/zh-tw/home#top',
      locale: 'zh-tw',
    });
    expect(resolveLocaleRedirect('/ja/home?lang=fr', 'en')).toEqual({ redirectTo: '/ja/home', locale: 'ja' });
  });

  it('leaves a canonical path where it is', () => {
    expect(resolveLocaleRedirect('/de/mine/settings?tab=1', 'en')).toEqual({
      redirectTo: null,
      locale: 'de',
    });
  });
});

describe("the browser's languages", () => {
  it('takes the first one the product speaks', () => {
    expect(browserLocale(['xx', 'fr-CA', 'de'])).toBe('fr');
    expect(browserLocale(['zh-HK'])).toBe('zh-tw');
    expect(browserLocale(['pt-BR', 'en'])).toBe('pt');
  });

  it('is en when none is spoken or none is given', () => {
    expect(browserLocale(['xx', 'tlh'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});
