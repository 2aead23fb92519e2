/**
 * MSW handlers of a creator's earnings: user/getUserStatistic, article/stats,
 * user/getWithdrawList and user/applyWithdraw, one named handler per data state, each answering
 * from the typed factories (factories-earnings.ts). They keep no account and check no amount: a
 * request changes nothing the next call answers. The journey across calls (a withdrawal asked,
 * then pending in the history with the balance lowered) runs against the real server in
 * tests/e2e/money-history.spec.ts. `earningsCallLog` records what was asked.
 *
 *   parameters: { msw: { handlers: { ...earningsHandlers, statistic: statisticHandlers.zero } } }
 */
import { delay } from 'msw';
import { postStatsCall } from '../contract/calls/post-stats.ts';
import { getUserStatisticCall } from '../contract/calls/user-get-user-statistic.ts';
import { requestWithdrawalCall, listWithdrawalsCall } from '../contract/calls/withdrawals.ts';
import type { Withdrawal } from '../contract/entities-money.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import {
  MOCK_BALANCE,
  makeManyPostPerformances,
  makeManyWithdrawals,
  makeNegativeBalanceStats,
  makeOverallStats,
  makePostPerformances,
  makeWithdrawalAccepted,
  makeWithdrawalsOfEveryStatus,
  makeZeroStats,
} from './factories-earnings.ts';
import { fixedPages, pageAnswer } from './fixed-pages.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';
import { salesHandlers, statementHandlers } from './handlers-sales.ts';
import { trackingLinkHandlers } from './handlers-tracking-links.ts';
import { trialLinkHandlers } from './handlers-trials.ts';

/** The server's refusals of a withdrawal that the mocks give. */
export const MOCK_WITHDRAWAL_ERRORS = {
  /** What the payout provider says when it is down (the server passes it on). */
  provider: 'Payouts are paused for maintenance. Please try again in an hour.',
} as const;

/** What the handlers were asked: each statistics range, each withdrawal amount. */
export const earningsCallLog = {
  statistic: [] as { start_time: number; end_time: number }[],
  postStats: [] as { start_time: number; end_time: number; page: number }[],
  applyWithdraw: [] as number[],
};

/** Empties the log, for a story to start from. */
export function resetEarningsCallLog(): void {
  earningsCallLog.statistic.length = 0;
  earningsCallLog.postStats.length = 0;
  earningsCallLog.applyWithdraw.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

const POST_PERFORMANCES = fixedPages(makePostPerformances());
const MANY_POST_PERFORMANCES = fixedPages(makeManyPostPerformances(23));

/** user/getUserStatistic */
export const statisticHandlers = {
  /** A good week, with MOCK_BALANCE to withdraw. */
  income: callHandler(getUserStatisticCall, ({ input }) => {
    earningsCallLog.statistic.push({ start_time: input.start_time, end_time: input.end_time });
    return sealedReply(getUserStatisticCall, makeOverallStats());
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
    return sealedReply(postStatsCall, pageAnswer(POST_PERFORMANCES, input));
  }),
  /** 23 posts: two full pages and a short third. */
  many: callHandler(postStatsCall, ({ input }) => {
    earningsCallLog.postStats.push({
      start_time: input.start_time,
      end_time: input.end_time,
      page: input.page,
    });
    return sealedReply(postStatsCall, pageAnswer(MANY_POST_PERFORMANCES, input));
  }),
  empty: callHandler(postStatsCall, ({ input }) => sealedReply(postStatsCall, pageAnswer([], input))),
  loading: callHandler(postStatsCall, never),
  error: callHandler(postStatsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/getWithdrawList's answer: fixed pages of `withdrawals`, with `balance`. */
const withdrawalList = (withdrawals: readonly Withdrawal[], balance: number) => {
  const pages = fixedPages(withdrawals);
  return callHandler(listWithdrawalsCall, ({ input }) =>
    sealedReply(listWithdrawalsCall, { ...pageAnswer(pages, input), balance }),
  );
};

/** user/getWithdrawList */
export const withdrawalListHandlers = {
  /** One withdrawal of each status, newest first, and MOCK_BALANCE. */
  everyStatus: withdrawalList(makeWithdrawalsOfEveryStatus(), MOCK_BALANCE),
  /** 23 completed withdrawals: two full pages and a short third. */
  many: withdrawalList(makeManyWithdrawals(23), MOCK_BALANCE),
  /** None yet. */
  empty: withdrawalList([], MOCK_BALANCE),
  /** 60 left: under the minimum of 100, nothing can be withdrawn. */
  belowMinimum: withdrawalList(makeWithdrawalsOfEveryStatus(), 60),
  /** Refunds exceeded the earnings: the balance is negative. */
  negativeBalance: withdrawalList(makeWithdrawalsOfEveryStatus(), -48.9),
  loading: callHandler(listWithdrawalsCall, never),
  error: callHandler(listWithdrawalsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/applyWithdraw */
export const applyWithdrawHandlers = {
  /** Accepted: the new withdrawal of MOCK_WITHDRAWAL_ASKED, pending, and the balance left. */
  accepted: callHandler(requestWithdrawalCall, async ({ input }) => {
    earningsCallLog.applyWithdraw.push(input.amount);
    await delay(150);
    return sealedReply(requestWithdrawalCall, makeWithdrawalAccepted());
  }),
  /** The server refuses with its own message (spec §8: the failure alert shows it). */
  refused: callHandler(requestWithdrawalCall, ({ input }) => {
    earningsCallLog.applyWithdraw.push(input.amount);
    return sealedError(MOCK_WITHDRAWAL_ERRORS.provider);
  }),
};

/** The earnings screens' calls in their default state, by key. */
export const earningsHandlers = {
  statistic: statisticHandlers.income,
  postStats: postStatsHandlers.loaded,
  withdrawals: withdrawalListHandlers.everyStatus,
  applyWithdraw: applyWithdrawHandlers.accepted,
  sales: salesHandlers.several,
  statement: statementHandlers.loaded,
  ...trackingLinkHandlers,
  ...trialLinkHandlers,
};
