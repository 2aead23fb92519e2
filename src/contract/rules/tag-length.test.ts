import { describe, expect, it } from 'vitest';
import { normalizeTag, tagLengthError, tagUnits } from './tag-length.ts';

describe('tag length (spec section 5)', () => {
  it('counts ASCII as 1 unit and non-ASCII as 2', () => {
    expect(tagUnits('cat')).toBe(3);
    expect(tagUnits('猫')).toBe(2);
    expect(tagUnits('café')).toBe(5);
    expect(tagUnits('😀')).toBe(2);
  });
  it('refuses a tag under 2 units as too short', () => {
    expect(tagLengthError('a')).toBe('tooShort');
    expect(tagLengthError('  ')).toBe('tooShort');
    expect(tagLengthError('ab')).toBeNull();
    expect(tagLengthError('猫')).toBeNull();
  });
  it('refuses a tag over 20 units as too long', () => {
    expect(tagLengthError('a'.repeat(20))).toBeNull();
    expect(tagLengthError('a'.repeat(21))).toBe('tooLong');
    expect(tagLengthError('猫'.repeat(10))).toBeNull();
    expect(tagLengthError('猫'.repeat(11))).toBe('tooLong');
    expect(tagLengthError(`${'a'.repeat(19)}猫`)).toBe('tooLong');
  });
  it('trims, collapses spaces and drops commas', () => {
    expect(normalizeTag('  summer,  vibes ')).toBe('summer vibes');
  });
});
