/**
 * Typed, deterministic factories of a creator's earnings (mine-earn and the withdrawal screens):
 * overall numbers, posts with their numbers, withdrawals. MOCK_NOW_SECONDS is now.
 */
import type { CallResponse } from '../contract/call.ts';
import type { requestWithdrawalCall } from '../contract/calls/withdrawals.ts';
import type {
  OverallStats,
  PostPerformance,
  PostStatistics,
  Withdrawal,
} from '../contract/entities-money.ts';
import { ARTICLE_TYPE, RESOURCE_TYPE, WITHDRAWAL_STATUS } from '../contract/enums.ts';
import { MOCK_NOW_SECONDS, makePost } from './factories.ts';
import { mockIso } from './factories-purchases.ts';

const DAY = 24 * 3600;

/** The balance the mocked creator holds (the same as makeCreatorUserInfo's money). */
export const MOCK_BALANCE = 1520.5;

/** The reason the mocked operator gives for a failed payout. */
export const MOCK_WITHDRAWAL_FAILURE = 'The bank account details could not be verified.';

/** The reference the mocked operator gives for a payout made. */
export const MOCK_PAYOUT_REFERENCE = 'TRF-2026-004817';

/**
 * A creator's numbers over a range: a good week by default, its post views the sum of
 * makePostPerformances' (5,420 + 2,310 + 1,280), as the server's two answers agree.
 */
export function makeOverallStats(overrides: Partial<OverallStats> = {}): OverallStats {
  return {
    total_click: 18_450,
    total_subscription: 37,
    total_view: 9_010,
    total_buyer: 29,
    total_income_count: 612.35,
    total_unsubscription: 4,
    balance: MOCK_BALANCE,
    ...overrides,
  };
}

/** A range without a single event: every number 0, nothing to withdraw. */
export function makeZeroStats(): OverallStats {
  return makeOverallStats({
    total_click: 0,
    total_subscription: 0,
    total_view: 0,
    total_buyer: 0,
    total_income_count: 0,
    total_unsubscription: 0,
    balance: 0,
  });
}

/** After refunds larger than the earnings: the balance is negative and blocks withdrawals. */
export function makeNegativeBalanceStats(): OverallStats {
  return makeOverallStats({ total_income_count: -48.9, total_buyer: 2, balance: -48.9 });
}

/** One post's numbers over a range. */
export function makePostStatistics(overrides: Partial<PostStatistics> = {}): PostStatistics {
  return {
    total_view: 1_280,
    total_comment: 14,
    total_like: 212,
    total_share: 9,
    total_average_view: 3.4,
    total_buy_article_count: 0,
    total_buy_article_income: 0,
    ...overrides,
  };
}

/** One of the creator's posts with its numbers; a pay-per-post one when it has buyers. */
export function makePostPerformance(
  overrides: Partial<Omit<PostPerformance, 'statistics'>> & { statistics?: Partial<PostStatistics> } = {},
): PostPerformance {
  const { statistics, ...fields } = overrides;
  const id = fields.id ?? 701;
  const base = makePost({ id, creatorId: 1, title: `Golden hour, part ${id - 700}`, ...fields });
  return { ...base, is_unlock: 1, statistics: makePostStatistics(statistics) };
}

/** Three posts: a pay-per-post post that sold, a subscription video, a free post. */
export function makePostPerformances(): PostPerformance[] {
  return [
    makePostPerformance({
      id: 701,
      title: 'Print-quality edit',
      article_type: ARTICLE_TYPE.buy,
      price: 4.99,
      statistics: {
        total_view: 5_420,
        total_like: 860,
        total_buy_article_count: 41,
        total_buy_article_income: 204.59,
      },
    }),
    makePostPerformance({
      id: 702,
      title: 'Full session, subscribers only',
      article_type: ARTICLE_TYPE.subscription,
      resource_type: RESOURCE_TYPE.video,
      statistics: { total_view: 2_310, total_average_view: 1.8 },
    }),
    makePostPerformance({ id: 703, title: 'Free preview of the week' }),
  ];
}

/** `count` posts, for paging. */
export function makeManyPostPerformances(count = 23): PostPerformance[] {
  return Array.from({ length: count }, (_, index) =>
    makePostPerformance({ id: 710 + index, title: `Post number ${index + 1}` }),
  );
}

/** A withdrawal: by default pending, asked `id` days ago. */
export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  const id = overrides.id ?? 1;
  const created = MOCK_NOW_SECONDS - id * DAY;
  return {
    id,
    amount: 250,
    status: WITHDRAWAL_STATUS.pending,
    reason: '',
    reference: '',
    created_ts: created,
    created_at: mockIso(created),
    ...overrides,
  };
}

/** One withdrawal of each status (spec §3: pending, passed, completed, failed with its reason). */
export function makeWithdrawalsOfEveryStatus(): Withdrawal[] {
  return [
    makeWithdrawal({ id: 1, amount: 150, status: WITHDRAWAL_STATUS.pending }),
    makeWithdrawal({ id: 2, amount: 320.75, status: WITHDRAWAL_STATUS.passed }),
    makeWithdrawal({
      id: 3,
      amount: 1000,
      status: WITHDRAWAL_STATUS.completed,
      reference: MOCK_PAYOUT_REFERENCE,
    }),
    makeWithdrawal({
      id: 4,
      amount: 200,
      status: WITHDRAWAL_STATUS.failed,
      reason: MOCK_WITHDRAWAL_FAILURE,
    }),
  ];
}

/** The amount the withdrawal stories ask for. */
export const MOCK_WITHDRAWAL_ASKED = 150.5;

/** user/applyWithdraw's answer to MOCK_WITHDRAWAL_ASKED: the new withdrawal, pending, and the balance left. */
export function makeWithdrawalAccepted(): CallResponse<typeof requestWithdrawalCall> {
  return {
    withdrawal: makeWithdrawal({
      id: 5,
      amount: MOCK_WITHDRAWAL_ASKED,
      status: WITHDRAWAL_STATUS.pending,
      created_ts: MOCK_NOW_SECONDS,
      created_at: mockIso(MOCK_NOW_SECONDS),
    }),
    balance: 1370,
  };
}

/** `count` completed withdrawals, for paging. */
export function makeManyWithdrawals(count = 23): Withdrawal[] {
  return Array.from({ length: count }, (_, index) =>
    makeWithdrawal({ id: 10 + index, amount: 100 + index, status: WITHDRAWAL_STATUS.completed }),
  );
}
