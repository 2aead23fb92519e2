import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength (spec section 5)', () => {
  it('is none without both a lowercase letter and a digit', () => {
    expect(passwordStrength('')).toBe('none');
    expect(passwordStrength('abcdefgh')).toBe('none');
    expect(passwordStrength('12345678')).toBe('none');
    expect(passwordStrength('ABCDEF12')).toBe('none');
  });
  it('is weak with a lowercase letter and a digit, whatever the length', () => {
    expect(passwordStrength('a1')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('weak');
  });
  it('needs at least 8 characters with upper, lower and digit for medium', () => {
    expect(passwordStrength('Abcdef1')).toBe('weak');
    expect(passwordStrength('Abcdefg1')).toBe('medium');
  });
  it('is strong when a medium password also has a non-word character', () => {
    expect(passwordStrength('Abcdefg1!')).toBe('strong');
    expect(passwordStrength('Abc!1')).toBe('weak');
  });
  it('does not count the underscore as a non-word character', () => {
    expect(passwordStrength('Abcdefg1_')).toBe('medium');
  });
});
