import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CONTROL_CHARACTERS_ERROR, hasControlCharacters, multilineText, text } from './strings.ts';

describe('request strings', () => {
  it('refuses every C0 control character and DEL in single-line text', () => {
    for (let code = 0; code <= 0x1f; code += 1) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    expect(hasControlCharacters('a\u007fb')).toBe(true);
    expect(hasControlCharacters('Straße ünd 日本語 😀 \u0080')).toBe(false);
  });

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    expect(multilineText().safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(text().safeParse('one\ntwo').success).toBe(false);
    expect(multilineText().safeParse('one\u0000two').success).toBe(false);
  });

  it('reports only the control character, before trimming and other rules', () => {
    const result = text().check(z.trim(), z.minLength(1), z.maxLength(3)).safeParse('\u000b');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_ERROR]);
    expect(text().check(z.trim(), z.maxLength(3)).parse('  ab  ')).toBe('ab');
  });
});
