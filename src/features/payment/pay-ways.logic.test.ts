import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_TYPE_ID, PAYMENT_TYPE } from '../../contract/enums.ts';
import { MOCK_PAY_WAYS } from '../../mocks/factories-money.ts';
import { initialPayWayId, isKnownPaymentType, offeredPayWays, seesEveryPayWay } from './pay-ways.logic.ts';

const offer = (amount: number, locale = 'en', multiPaymentLang = ['en', 'zh-cn']) =>
  offeredPayWays({ ways: MOCK_PAY_WAYS, defaultId: DEFAULT_PAY_TYPE_ID, amount, locale, multiPaymentLang });

describe('the pay ways the payment dialog offers (spec §2, §5, §9)', () => {
  it('shows every way only to the languages of multi_payment_lang', () => {
    expect(offer(4.99, 'en')).toHaveLength(7);
    expect(offer(4.99, 'zh-cn')).toHaveLength(7);
    expect(offer(4.99, 'fr').map((entry) => entry.way.pay_type_id)).toEqual([78]);
  });

  it('matches a listed language without its region, and ignores letter case', () => {
    expect(seesEveryPayWay('zh-TW', ['zh'])).toBe(true);
    expect(seesEveryPayWay('pt', ['PT'])).toBe(true);
    expect(seesEveryPayWay('pt', ['es'])).toBe(false);
  });

  it('makes a way inactive when its min or max leaves out the amount', () => {
    const byType = Object.fromEntries(offer(4.99).map((entry) => [entry.way.payment_type, entry.active]));
    expect(byType[PAYMENT_TYPE.CREDIT_CARD]).toBe(true);
    expect(byType[PAYMENT_TYPE.ALI_PAY]).toBe(false); // 10 to 500
    expect(byType[PAYMENT_TYPE.UNION_PAY]).toBe(false); // 50 to 5000
    expect(byType[PAYMENT_TYPE.USDT]).toBe(false); // 20 to 10000
    // The bounds themselves are in range.
    expect(offer(10).find((entry) => entry.way.payment_type === PAYMENT_TYPE.ALI_PAY)?.active).toBe(true);
    expect(offer(500).find((entry) => entry.way.payment_type === PAYMENT_TYPE.ALI_PAY)?.active).toBe(true);
    expect(offer(500.01).find((entry) => entry.way.payment_type === PAYMENT_TYPE.ALI_PAY)?.active).toBe(
      false,
    );
  });

  it('chooses the default way 78 first, else the first way that can pay', () => {
    expect(initialPayWayId(offer(4.99), DEFAULT_PAY_TYPE_ID)).toBe(78);
    // 1200 is above the credit card's 999: PayPal (up to 1000) is out too, UnionPay takes it.
    expect(initialPayWayId(offer(1200), DEFAULT_PAY_TYPE_ID)).toBe(82);
    expect(initialPayWayId(offer(20000), DEFAULT_PAY_TYPE_ID)).toBeNull();
  });

  it('knows the seven payment types of the spec and no other', () => {
    for (const type of [0, 1, 2, 3, 4, 5, 6]) expect(isKnownPaymentType(type)).toBe(true);
    expect(isKnownPaymentType(7)).toBe(false);
    expect(isKnownPaymentType(-1)).toBe(false);
  });
});
