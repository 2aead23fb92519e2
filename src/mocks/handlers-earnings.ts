/**
 * MSW handlers of a creator's earnings: user/getUserStatistic, article/stats,
 * user/getWithdrawList and user/applyWithdraw, one named handler per state. The default
 * withdrawal handlers share one in-memory account (`mockEarnings`: the balance and the
 * withdrawals), so a request in a story shows in the history and lowers the balance;
 * `resetMockEarnings` starts from a known account and empties the log.
 *
 *   parameters: { msw: { handlers: { ...earningsHandlers, statistic: statisticHandlers.zero } } }
 */
import { delay } from 'msw';
import { postStatsCall } from '../contract/calls/article-stats.ts';
import { getUserStatisticCall } from '../contract/calls/user-get-user-statistic.ts';
import { applyWithdrawCall, getWithdrawListCall } from '../contract/calls/user-withdraw.ts';
import type { Withdrawal } from '../contract/entities-money.ts';
import { WITHDRAWAL_STATUS } from '../contract/enums.ts';
import { withdrawalProblem } from '../contract/rules/money-rules.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { MOCK_NOW_SECONDS } from './factories.ts';
import {
  MOCK_BALANCE,
  makeManyPostPerformances,
  makeManyWithdrawals,
  makeNegativeBalanceStats,
  makeOverallStats,
  makePostPerformances,
  makeWithdrawal,
  makeWithdrawalsOfEveryStatus,
  makeZeroStats,
} from './factories-earnings.ts';
import { mockIso } from './factories-purchases.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The server's English refusals of a withdrawal (locales/server/en.json). */
export const MOCK_WITHDRAWAL_ERRORS = {
  minimum: 'A withdrawal must be at least 100.',
  balance: 'The amount is more than your balance.',
  /** What the payout provider says when it is down (the server passes it on). */
  provider: 'Payouts are paused for maintenance. Please try again in an hour.',
} as const;

/** The creator's account as the mocked server holds it. */
export const mockEarnings = { balance: MOCK_BALANCE, withdrawals: [] as Withdrawal[] };

/** What the handlers were asked: each statistics range, each withdrawal amount. */
export const earningsCallLog = {
  statistic: [] as { start_time: number; end_time: number }[],
  postStats: [] as { start_time: number; end_time: number; page: number }[],
  applyWithdraw: [] as number[],
};

/** Puts back the default account (MOCK_BALANCE, one withdrawal of each status) and empties the log. */
export function resetMockEarnings({
  balance = MOCK_BALANCE,
  withdrawals = makeWithdrawalsOfEveryStatus(),
}: { balance?: number; withdrawals?: Withdrawal[] } = {}): void {
  mockEarnings.balance = balance;
  mockEarnings.withdrawals = withdrawals.map((row) => ({ ...row }));
  earningsCallLog.statistic.length = 0;
  earningsCallLog.postStats.length = 0;
  earningsCallLog.applyWithdraw.length = 0;
}
resetMockEarnings();

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

function pageOf<T>(all: readonly T[], input: { page: number; limit: number }) {
  const start = (input.page - 1) * input.limit;
  return { list: all.slice(start, start + input.limit), page: input.page, limit: input.limit };
}

/** user/getUserStatistic */
export const statisticHandlers = {
  /** A good week, with the account's balance. */
  income: callHandler(getUserStatisticCall, ({ input }) => {
    earningsCallLog.statistic.push({ start_time: input.start_time, end_time: input.end_time });
    return sealedReply(getUserStatisticCall, makeOverallStats({ balance: mockEarnings.balance }));
  }),
  /** Nothing happened in the range and nothing is left to withdraw. */
  zero: callHandler(getUserStatisticCall, ({ input }) => {
    earningsCallLog.statistic.push({ start_time: input.start_time, end_time: input.end_time });
    return sealedReply(getUserStatisticCall, makeZeroStats());
  }),
  /** Refunds exceeded the earnings: a negative balance, no withdrawal possible. */
  negativeBalance: callHandler(getUserStatisticCall, () =>
    sealedReply(getUserStatisticCall, makeNegativeBalanceStats()),
  ),
  loading: callHandler(getUserStatisticCall, never),
  error: callHandler(getUserStatisticCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** article/stats */
export const postStatsHandlers = {
  /** Three posts: one sold, a subscription video, a free post. */
  loaded: callHandler(postStatsCall, ({ input }) => {
    earningsCallLog.postStats.push({
      start_time: input.start_time,
      end_time: input.end_time,
      page: input.page,
    });
    return sealedReply(postStatsCall, pageOf(makePostPerformances(), input));
  }),
  /** 23 posts: two full pages and a short third. */
  many: callHandler(postStatsCall, ({ input }) => {
    earningsCallLog.postStats.push({
      start_time: input.start_time,
      end_time: input.end_time,
      page: input.page,
    });
    return sealedReply(postStatsCall, pageOf(makeManyPostPerformances(23), input));
  }),
  empty: callHandler(postStatsCall, ({ input }) => sealedReply(postStatsCall, pageOf([], input))),
  loading: callHandler(postStatsCall, never),
  error: callHandler(postStatsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/getWithdrawList */
export const withdrawalListHandlers = {
  /** The account's withdrawals, newest first, with its balance. */
  default: callHandler(getWithdrawListCall, ({ input }) =>
    sealedReply(getWithdrawListCall, {
      ...pageOf(mockEarnings.withdrawals, input),
      balance: mockEarnings.balance,
    }),
  ),
  /** 23 completed withdrawals: two full pages and a short third. */
  many: callHandler(getWithdrawListCall, ({ input }) =>
    sealedReply(getWithdrawListCall, {
      ...pageOf(makeManyWithdrawals(23), input),
      balance: mockEarnings.balance,
    }),
  ),
  /** None yet. */
  empty: callHandler(getWithdrawListCall, ({ input }) =>
    sealedReply(getWithdrawListCall, { ...pageOf([], input), balance: mockEarnings.balance }),
  ),
  /** Refunds exceeded the earnings: the balance is negative. */
  negativeBalance: callHandler(getWithdrawListCall, ({ input }) =>
    sealedReply(getWithdrawListCall, { ...pageOf(mockEarnings.withdrawals, input), balance: -48.9 }),
  ),
  loading: callHandler(getWithdrawListCall, never),
  error: callHandler(getWithdrawListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/applyWithdraw */
export const applyWithdrawHandlers = {
  /**
   * Checks the amount like the server (at least 100, at most the balance), then records a
   * pending withdrawal at the top of the list and takes it from the balance.
   */
  default: callHandler(applyWithdrawCall, async ({ input }) => {
    earningsCallLog.applyWithdraw.push(input.amount);
    await delay(150);
    const problem = withdrawalProblem(input.amount, mockEarnings.balance);
    if (problem === 'minimum') return sealedError(MOCK_WITHDRAWAL_ERRORS.minimum);
    if (problem) return sealedError(MOCK_WITHDRAWAL_ERRORS.balance);
    const id = Math.max(0, ...mockEarnings.withdrawals.map((row) => row.id)) + 1;
    const withdrawal = makeWithdrawal({
      id,
      amount: input.amount,
      status: WITHDRAWAL_STATUS.pending,
      created_ts: MOCK_NOW_SECONDS,
      created_at: mockIso(MOCK_NOW_SECONDS),
    });
    mockEarnings.withdrawals = [withdrawal, ...mockEarnings.withdrawals];
    mockEarnings.balance = Math.round((mockEarnings.balance - input.amount) * 100) / 100;
    return sealedReply(applyWithdrawCall, { withdrawal, balance: mockEarnings.balance });
  }),
  /** The server refuses with its own message (spec §8: the failure alert shows it). */
  refused: callHandler(applyWithdrawCall, ({ input }) => {
    earningsCallLog.applyWithdraw.push(input.amount);
    return sealedError(MOCK_WITHDRAWAL_ERRORS.provider);
  }),
};

/** The earnings screens' calls in their default state, by key. */
export const earningsHandlers = {
  statistic: statisticHandlers.income,
  postStats: postStatsHandlers.loaded,
  withdrawals: withdrawalListHandlers.default,
  applyWithdraw: applyWithdrawHandlers.default,
};
