import { describe, expect, it } from 'vitest';
import { cheapestPlanPrice } from './subscribe-card.logic.ts';

describe('cheapestPlanPrice', () => {
  it('picks the lowest plan price whatever the order', () => {
    expect(cheapestPlanPrice([{ price: 14.99 }, { price: 4.99 }, { price: 999 }])).toBe(4.99);
  });
  it('is null when the creator has no plan', () => {
    expect(cheapestPlanPrice([])).toBeNull();
  });
});
