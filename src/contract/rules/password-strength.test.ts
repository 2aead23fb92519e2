import { describe, expect, it } from 'vitest';
import { passwordStrength, refusedPasswordCharacters } from './password-strength.ts';
import { newPasswordSchema } from './account-rules.ts';

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
  it('is none, never strong, for a password the sign-up rule refuses', () => {
    // "-" is a non-word character, the strong rule's own, but not one a password may contain.
    expect(passwordStrength('Abcdefg1-')).toBe('none');
    expect(passwordStrength('Abcdefg1 !')).toBe('none');
    expect(passwordStrength('Abcdéfg1!')).toBe('none');
    expect(newPasswordSchema.safeParse('Abcdefg1-').success).toBe(false);
  });
});

describe('refusedPasswordCharacters (spec section 5: letters, digits and !@#$%^&*()_+)', () => {
  it('finds nothing in a password made of allowed characters', () => {
    expect(refusedPasswordCharacters('')).toEqual([]);
    expect(refusedPasswordCharacters('Abc123!@#$%^&*()_+')).toEqual([]);
  });
  it('names each refused character once, in the order typed', () => {
    expect(refusedPasswordCharacters('Abc-12 3~-')).toEqual(['-', ' ', '~']);
    expect(refusedPasswordCharacters('pass.word,1')).toEqual(['.', ',']);
  });
  it('names letters outside ASCII and whole emoji', () => {
    expect(refusedPasswordCharacters('Ünïcode1')).toEqual(['Ü', 'ï']);
    expect(refusedPasswordCharacters('secret👍🏽1')).toEqual(['👍🏽']);
    expect(refusedPasswordCharacters('密码abc1')).toEqual(['密', '码']);
  });
  it('agrees with the sign-up rule on every printable ASCII character', () => {
    for (let code = 0x20; code < 0x7f; code += 1) {
      const character = String.fromCharCode(code);
      const password = `Abcdefg1${character}`;
      expect(refusedPasswordCharacters(password).length === 0, character).toBe(
        newPasswordSchema.safeParse(password).success,
      );
    }
  });
});
