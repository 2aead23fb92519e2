import { describe, expect, it } from 'vitest';
import { acceptPriceInput, isPriceInputAllowed, parsePriceInput } from './price-input.ts';

describe('price input (spec sections 5 and 9)', () => {
  it('accepts at most 5 characters', () => {
    expect(isPriceInputAllowed('12.34')).toBe(true);
    expect(isPriceInputAllowed('123456')).toBe(false);
    expect(acceptPriceInput('12345', '123456')).toBe('12345');
  });
  it('accepts at most two decimals', () => {
    expect(isPriceInputAllowed('4.99')).toBe(true);
    expect(isPriceInputAllowed('4.')).toBe(true);
    expect(isPriceInputAllowed('4.999')).toBe(false);
    expect(acceptPriceInput('4.99', '4.991')).toBe('4.99');
  });
  it('refuses letters, signs and a second decimal mark', () => {
    expect(acceptPriceInput('4', '4a')).toBe('4');
    expect(acceptPriceInput('4', '-4')).toBe('4');
    expect(acceptPriceInput('4.5', '4.5.')).toBe('4.5');
  });
  it('reads fullwidth digits and a decimal comma', () => {
    expect(acceptPriceInput('', '４．５')).toBe('4.5');
    expect(acceptPriceInput('', '4,5')).toBe('4.5');
  });
  it('parses the number the text holds', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('.')).toBeNull();
    expect(parsePriceInput('4.')).toBe(4);
    expect(parsePriceInput('90')).toBe(90);
  });
});
