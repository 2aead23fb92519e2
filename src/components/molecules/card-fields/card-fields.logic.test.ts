import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseCard, passesLuhn } from './card-fields.logic.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the sandbox card fields (spec §5 info.invalidCard)', () => {
  it('accepts the sandbox test card with a future date and three digits', () => {
    expect(parseCard(valid, NOW)).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
  });

  it('refuses a number that fails the Luhn check or is too short', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(parseCard({ ...valid, number: '4242 4242 4242 4241' }, NOW)).toBeNull();
    expect(parseCard({ ...valid, number: '42424242' }, NOW)).toBeNull();
  });

  it('takes a card until the end of its month, not after', () => {
    expect(parseCard({ ...valid, expiry: '01/26' }, NOW)).not.toBeNull();
    expect(parseCard({ ...valid, expiry: '12/25' }, NOW)).toBeNull();
    expect(parseCard({ ...valid, expiry: '13/30' }, NOW)).toBeNull();
    expect(parseCard({ ...valid, expiry: '1230' }, NOW)).toBeNull();
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(parseCard({ ...valid, cvc: '1234' }, NOW)).not.toBeNull();
    expect(parseCard({ ...valid, cvc: '12' }, NOW)).toBeNull();
    expect(parseCard({ ...valid, cvc: '12a' }, NOW)).toBeNull();
  });

  it('groups the number by four and adds the expiry slash as it is typed', () => {
    expect(formatCardNumber('42424242x42424')).toBe('4242 4242 4242 4');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
