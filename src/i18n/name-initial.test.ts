import { describe, expect, it } from 'vitest';
import { nameInitial } from './name-initial.ts';

describe("a letter avatar's initial is the name's own first character", () => {
  it.each([
    ['Maya', 'M'],
    ['luna draws', 'L'],
    ['عمر', 'ع'],
    ['小雨', '小'],
    ['ゆき', 'ゆ'],
    ['지민', '지'],
    ['Дмитрий', 'Д'],
  ])('%s → %s', (name, initial) => {
    expect(nameInitial(name)).toBe(initial);
  });

  it('keeps a Devanagari conjunct with its vowel sign whole', () => {
    // प + virama + र + vowel sign i: one user-perceived character, four code points.
    expect(nameInitial('प्रिया')).toBe('प्रि');
    expect(nameInitial('अमित')).toBe('अ');
  });

  it('keeps an emoji whole: a ZWJ sequence, a skin tone, a flag', () => {
    expect(nameInitial('🧘‍♀️ Maya')).toBe('🧘‍♀️');
    expect(nameInitial('👍🏽 fan')).toBe('👍🏽');
    expect(nameInitial('🇯🇵 Yuki')).toBe('🇯🇵');
  });

  it('keeps a combining accent with its letter, in either normal form', () => {
    expect(nameInitial('e\u0301mile')).toBe('É');
    expect(nameInitial('émile')).toBe('É');
    expect(nameInitial('ẹ̀dá')).toBe('Ẹ̀');
  });

  it('takes a Thai consonant, and the consonant after a vowel written before it', () => {
    expect(nameInitial('สมชาย')).toBe('ส');
    expect(nameInitial('เก่ง')).toBe('เก่');
  });

  it('skips punctuation and spaces before the first letter', () => {
    expect(nameInitial('  @maya')).toBe('M');
    expect(nameInitial('_luna_')).toBe('L');
    expect(nameInitial('（小雨）')).toBe('小');
  });

  it('does not upper-case into two characters', () => {
    expect(nameInitial('ßtefan')).toBe('ß');
  });

  it('gives nothing for a name without a character to show', () => {
    expect(nameInitial('')).toBe('');
    expect(nameInitial('  ... ')).toBe('');
  });
});
