/**
 * The fan's spending limits (issue 26: `payment/getSpendingLimits`, `setSpendingLimit`,
 * `removeSpendingLimit`) in the states a story needs, and a payment a cap refuses in the server's
 * English words (locales/server/en.json) with the refusal's `data`.
 */
import { delay, http } from 'msw';
import { subscribeCall } from '../contract/calls/payment-create-order.ts';
import {
  getSpendingLimitsCall,
  removeSpendingLimitCall,
  setSpendingLimitCall,
} from '../contract/calls/spending-limits.ts';
import type { CreatorSpending, SpendingLimits } from '../contract/entities-spending.ts';
import { callHandler, callUrl, sealedError, sealedReply } from './envelope.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The month the stories' limits reset at: 00:00 UTC on 1 April 2026. */
export const MOCK_SPENDING_RESETS_AT = '2026-04-01T00:00:00.000Z';

/** A creator the fan spends with, by index. */
export function makeCreatorSpending(
  index: number,
  overrides: Partial<CreatorSpending> = {},
): CreatorSpending {
  const names = ['Mira Lens', 'Noor Haddad', 'Kai Tanaka'];
  const name = names[index % names.length]!;
  return {
    aff: 500 + index,
    uuid: `c0ffee00-0000-4000-8000-${String(index).padStart(12, '0')}`,
    username: name.toLowerCase().replace(' ', '_'),
    nickname: name,
    thumb: '',
    cap: null,
    spent: 0,
    ...overrides,
  };
}

export function makeSpendingLimits(overrides: Partial<SpendingLimits> = {}): SpendingLimits {
  return {
    overall: { cap: null, spent: 0 },
    creators: [],
    resets_at: MOCK_SPENDING_RESETS_AT,
    resets_ts: Date.parse(MOCK_SPENDING_RESETS_AT) / 1000,
    ...overrides,
  };
}

/** The states the page shows. */
export const SPENDING_LIMITS = {
  /** No limit set; two creators paid this month. */
  none: makeSpendingLimits({
    overall: { cap: null, spent: 34.98 },
    creators: [makeCreatorSpending(0, { spent: 24.99 }), makeCreatorSpending(1, { spent: 9.99 })],
  }),
  /** An overall limit well within, and a creator's. */
  set: makeSpendingLimits({
    overall: { cap: 100, spent: 34.98 },
    creators: [makeCreatorSpending(0, { spent: 24.99, cap: 50 }), makeCreatorSpending(1, { spent: 9.99 })],
  }),
  /** Near the overall limit (80 % and up), a creator's reached. */
  nearAndOver: makeSpendingLimits({
    overall: { cap: 40, spent: 34.98 },
    creators: [makeCreatorSpending(0, { spent: 24.99, cap: 20 }), makeCreatorSpending(1, { spent: 9.99 })],
  }),
  /** A fan who has paid nobody yet. */
  empty: makeSpendingLimits(),
} as const;

/** What the set and remove handlers answer from: the page's limits as the story left them. */
let current: SpendingLimits = SPENDING_LIMITS.none;

/** Starts a story from `limits`. */
export function resetSpendingMocks(limits: SpendingLimits = SPENDING_LIMITS.none): void {
  current = structuredClone(limits);
}

function withCap(limits: SpendingLimits, aff: number, cap: number | null): SpendingLimits {
  if (aff === 0) return { ...limits, overall: { ...limits.overall, cap } };
  return {
    ...limits,
    creators: limits.creators.map((creator) => (creator.aff === aff ? { ...creator, cap } : creator)),
  };
}

const answer = (limits: SpendingLimits) => {
  current = limits;
  return sealedReply(getSpendingLimitsCall, current);
};

export const spendingLimitsHandlers = {
  none: callHandler(getSpendingLimitsCall, () => answer(current)),
  set: callHandler(getSpendingLimitsCall, () => answer(structuredClone(SPENDING_LIMITS.set))),
  nearAndOver: callHandler(getSpendingLimitsCall, () => answer(structuredClone(SPENDING_LIMITS.nearAndOver))),
  empty: callHandler(getSpendingLimitsCall, () => answer(structuredClone(SPENDING_LIMITS.empty))),
  loading: http.post(callUrl(getSpendingLimitsCall), async () => {
    await delay('infinite');
  }),
  error: callHandler(getSpendingLimitsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

export const setSpendingLimitHandlers = {
  ok: callHandler(setSpendingLimitCall, async ({ input }) => {
    await delay(100);
    return answer(withCap(current, input.aff, input.amount));
  }),
  error: callHandler(setSpendingLimitCall, () => sealedError(MOCK_SERVER_ERROR)),
};

export const removeSpendingLimitHandlers = {
  ok: callHandler(removeSpendingLimitCall, ({ input }) => answer(withCap(current, input.aff, null))),
};

/** The page's calls, answering from the limits the story started with. */
export const spendingLimitsScreenHandlers = {
  spendingLimits: spendingLimitsHandlers.none,
  setSpendingLimit: setSpendingLimitHandlers.ok,
  removeSpendingLimit: removeSpendingLimitHandlers.ok,
};

/** The server's words for a payment the overall limit refuses (locales/server/en.json). */
export const MOCK_CAP_REFUSAL =
  'This payment would pass your monthly spending limit of $10.00: $4.00 is left this month. The limit resets on April 1, 2026; you can raise it in My purchases, Spending limits.';

/** payment/subscriptionCreater refused by the fan's overall spending cap. */
export const capRefusedSubscribe = callHandler(subscribeCall, () =>
  sealedError(MOCK_CAP_REFUSAL, 0, {
    refusal: 'spending_cap',
    cap: 10,
    aff: 0,
    resets_at: MOCK_SPENDING_RESETS_AT,
  }),
);
