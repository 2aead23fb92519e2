import { describe, expect, it } from 'vitest';
import { mineBuyTabOf, MINE_BUY_TABS } from './mine-buy-tabs.ts';

describe('mine-buy tabs (spec §2: transactions, subscriptions, purchased articles)', () => {
  it('has the three tabs of the spec, in its order', () => {
    expect(MINE_BUY_TABS).toEqual(['transactions', 'subscriptions', 'purchased']);
  });

  it('reads the tab from ?t= and falls back to transactions', () => {
    expect(mineBuyTabOf('?t=subscriptions')).toBe('subscriptions');
    expect(mineBuyTabOf('t=purchased')).toBe('purchased');
    expect(mineBuyTabOf('')).toBe('transactions');
    expect(mineBuyTabOf('?t=collect')).toBe('transactions');
  });
});
