import { describe, expect, it, vi } from 'vitest';
import {
  CARD_RULE_ERROR,
  cardAgreementFormSchema,
  parseCard,
  passesLuhn,
  sandboxCardFormSchema,
} from './card-rules.ts';

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
});

describe('the add-card forms (spec §2: the agreement required, then a valid card)', () => {
  const issuesOf = (value: unknown) =>
    sandboxCardFormSchema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));

  it('requires the agreement first, and names nothing else until it is given', () => {
    expect(issuesOf({ card: { ...valid, number: '4242' }, agreed: false })).toEqual([
      { path: ['agreed'], message: CARD_RULE_ERROR.agreement },
    ]);
    expect(cardAgreementFormSchema.safeParse({ agreed: false }).error?.issues[0]?.message).toBe(
      CARD_RULE_ERROR.agreement,
    );
    expect(cardAgreementFormSchema.safeParse({ agreed: true }).success).toBe(true);
  });

  it('refuses a card that is no card on the card, and hands the provider the parsed card', () => {
    expect(issuesOf({ card: { ...valid, number: '4242 4242 4242 4241' }, agreed: true })).toEqual([
      { path: ['card'], message: CARD_RULE_ERROR.invalidCard },
    ]);
    vi.useFakeTimers({ now: NOW });
    try {
      expect(sandboxCardFormSchema.safeParse({ card: valid, agreed: true }).data).toEqual({
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect(issuesOf({ card: { ...valid, expiry: '12/25' }, agreed: true })).toEqual([
        { path: ['card'], message: CARD_RULE_ERROR.invalidCard },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
