import { describe, expect, it } from 'vitest';
import { USER_SUBSCRIPTION_STATUS } from '../../../contract/enums.ts';
import { subscriptionActionsOf } from './subscription-row.logic.ts';

describe('subscription actions by status (spec §4)', () => {
  it('offers a running subscription cancel, then subscribe in advance', () => {
    expect(subscriptionActionsOf(USER_SUBSCRIPTION_STATUS.running)).toEqual(['cancel', 'advance']);
  });

  it('offers a cancelled one restore (it still runs to its end), then subscribe in advance', () => {
    expect(subscriptionActionsOf(USER_SUBSCRIPTION_STATUS.cancelled)).toEqual(['restore', 'advance']);
  });

  it('offers an expired one only re-subscribe', () => {
    expect(subscriptionActionsOf(USER_SUBSCRIPTION_STATUS.expired)).toEqual(['resubscribe']);
  });
});
