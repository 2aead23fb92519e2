import { describe, expect, it } from 'vitest';
import { codeCharacters, fillCode, secondsLeft } from './code-input.logic.ts';

const EMPTY = ['', '', '', '', '', ''];

describe('code input logic', () => {
  it('keeps letters and digits of a paste', () => {
    expect(codeCharacters(' 123-456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it('fills all 6 boxes from a paste into the first', () => {
    expect(fillCode(EMPTY, 0, '123456')).toEqual({ boxes: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });
  it('fills from the box typed in and drops characters past the 6th', () => {
    expect(fillCode(EMPTY, 4, '789')).toEqual({ boxes: ['', '', '', '', '7', '8'], focus: 5 });
  });
  it('moves focus to the next box after one character', () => {
    expect(fillCode(EMPTY, 0, '1').focus).toBe(1);
  });
  it('counts whole seconds down to 0 from a 60 s deadline', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});
