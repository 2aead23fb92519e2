import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-fields.logic.ts';

describe('the sandbox card fields as typed', () => {
  it('groups the number by four and adds the expiry slash as it is typed', () => {
    expect(formatCardNumber('42424242x42424')).toBe('4242 4242 4242 4');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
