/** The language of server answers from Accept-Language (server/i18n/accept-language.ts). */
import { describe, expect, it } from 'vitest';
import { resolveAcceptLanguage } from '../../server/i18n/accept-language.ts';

describe('resolveAcceptLanguage', () => {
  it('takes the first supported language of a header without q-values', () => {
    expect(resolveAcceptLanguage('fr-CA, fr, en')).toBe('fr');
    expect(resolveAcceptLanguage('ja')).toBe('ja');
  });

  it('honours q-values over the order of the header', () => {
    expect(resolveAcceptLanguage('en;q=0.5, de;q=0.9, fr;q=0.7')).toBe('de');
    expect(resolveAcceptLanguage('en;q=0.8,ko')).toBe('ko');
  });

  it('keeps header order between equal q-values', () => {
    expect(resolveAcceptLanguage('ru;q=0.8, es;q=0.8')).toBe('ru');
  });

  it('skips unsupported languages for the best supported one', () => {
    expect(resolveAcceptLanguage('it-IT, nl;q=0.9, pt-BR;q=0.8, en;q=0.5')).toBe('pt');
  });

  it('ignores languages refused with q=0 and the * wildcard', () => {
    expect(resolveAcceptLanguage('fr;q=0, de;q=0.1')).toBe('de');
    expect(resolveAcceptLanguage('*, th;q=0.5')).toBe('th');
  });

  it('maps Chinese variants in the header', () => {
    expect(resolveAcceptLanguage('zh-MO')).toBe('zh-tw');
    expect(resolveAcceptLanguage('zh-Hant')).toBe('zh-tw');
    expect(resolveAcceptLanguage('zh-SG')).toBe('zh-cn');
    expect(resolveAcceptLanguage('zh')).toBe('zh-cn');
    expect(resolveAcceptLanguage('zh-HK,zh;q=0.9,en;q=0.8')).toBe('zh-tw');
    expect(resolveAcceptLanguage('zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(resolveAcceptLanguage('zh-Hant-TW')).toBe('zh-tw');
  });

  it.each([
    ['an empty header', ''],
    ['a missing header', undefined],
    ['null', null],
    ['only unsupported languages', 'it, nl;q=0.5'],
    ['only the wildcard', '*'],
    ['nonsense', ';;;,,,'],
  ] as const)('falls back to en for %s', (_name, header) => {
    expect(resolveAcceptLanguage(header)).toBe('en');
  });
});
