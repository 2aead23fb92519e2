/**
 * The demo's money, decided up front from the seed's own plan so it is the same on every run:
 * what the demo fans and a dozen supporters buy, when, and how it ends (paid, declined, expired,
 * refunded, disputed), their saved cards (one banned), cancellations, and the first creator's
 * withdrawals in every status. Times are offsets from the seed's `now`; seed/money.ts carries the
 * steps out through the money services.
 */
import { ARTICLE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { SeedPlan } from './seed-plan.ts';

const DAY = 24 * 3600 * 1000;
/** Supporters: accounts without a password that only buy, so the creators have earnings. */
export const SUPPORTER_COUNT = 12;

/** A buyer: one of the demo fans (DEMO_FANS index) or a supporter. */
export type SeedBuyer = { fan: number } | { supporter: number };
export type CheckoutOutcome = 'approve' | 'decline' | 'expire';

export type MoneyStep =
  | { at: number; kind: 'card'; buyer: SeedBuyer; number: string; ban?: boolean }
  | {
      at: number;
      kind: 'subscribe';
      buyer: SeedBuyer;
      creator: number;
      /** The plan's place among the creator's plans (1 the first). */
      position: number;
      outcome: CheckoutOutcome;
      label?: string;
    }
  | {
      at: number;
      kind: 'buy';
      buyer: SeedBuyer;
      /** Index into the seed's posts. */
      post: number;
      outcome: CheckoutOutcome;
      /** Paid with the buyer's default saved card (embedPay) instead of the checkout page. */
      withCard?: boolean;
      label?: string;
    }
  | { at: number; kind: 'cancel'; buyer: SeedBuyer; creator: number; position: number }
  | { at: number; kind: 'refund' | 'dispute'; label: string }
  | { at: number; kind: 'withdraw'; creator: number; amountCents: number; label: string }
  | { at: number; kind: 'decide'; label: string; decision: 'pass' | 'complete' | 'fail'; reason?: string };

/** Pay-per-post posts of a creator that are published by `at` (no video: those wait for ffmpeg). */
function buyablePosts(plan: SeedPlan, creator: number, at: number, now: Date): number[] {
  return plan.posts.flatMap((post, index) =>
    post.creatorIndex === creator &&
    post.articleType === ARTICLE_TYPE.buy &&
    post.status === REVIEW_STATUS.published &&
    !post.video &&
    post.displayAt.getTime() <= now.getTime() + at
      ? [index]
      : [],
  );
}

function plansOf(plan: SeedPlan, creator: number): number {
  return plan.subscriptionPlans.filter((item) => item.creatorIndex === creator).length;
}

/** The steps, in time order. */
export function planMoneySeed(plan: SeedPlan, now: Date): MoneyStep[] {
  const steps: MoneyStep[] = [];
  const creators = plan.creators.length;
  const creator = (index: number) => index % creators;
  const firstBuyable = (c: number, at: number) => buyablePosts(plan, creator(c), at, now)[0];
  const add = (step: MoneyStep | undefined) => {
    if (step) steps.push(step);
  };
  const buy = (
    buyer: SeedBuyer,
    c: number,
    at: number,
    outcome: CheckoutOutcome,
    extra: Partial<MoneyStep> = {},
  ) => {
    const post = firstBuyable(c, at);
    return post === undefined
      ? undefined
      : ({ at, kind: 'buy', buyer, post, outcome, ...extra } as MoneyStep);
  };

  // Supporters: the first creator's plan every 30 days from 90 days ago, and all their posts.
  for (let s = 0; s < SUPPORTER_COUNT; s++) {
    const buyer = { supporter: s };
    const offset = s * 3600 * 1000;
    for (const daysAgo of [90, 60, s % 2 === 0 ? 5 : 30])
      add({
        at: -daysAgo * DAY + offset,
        kind: 'subscribe',
        buyer,
        creator: 0,
        position: 1,
        outcome: 'approve',
      });
    for (const post of buyablePosts(plan, 0, -40 * DAY, now))
      add({
        at: -40 * DAY + offset,
        kind: 'buy',
        buyer,
        post,
        outcome: 'approve',
        label: `supporter${s}-${post}`,
      });
    if (plansOf(plan, creator(1)) > 0)
      add({ at: -35 * DAY + offset, kind: 'subscribe', buyer, creator: 1, position: 1, outcome: 'approve' });
  }
  const supporterSales = steps.filter((step) => step.kind === 'buy');
  // One sale refunded and one taken back by the bank, after the withdrawals below began.
  if (supporterSales[0]?.kind === 'buy')
    add({ at: -10 * DAY, kind: 'refund', label: supporterSales[0].label! });
  if (supporterSales[1]?.kind === 'buy')
    add({ at: -9 * DAY, kind: 'dispute', label: supporterSales[1].label! });
  // A supporter stops renewing this week.
  add({ at: -2 * DAY, kind: 'cancel', buyer: { supporter: 0 }, creator: 0, position: 1 });

  // The first creator's withdrawals: one of each status.
  const decide = (label: string, at: number, decision: 'pass' | 'complete' | 'fail', reason?: string) =>
    add({ at, kind: 'decide', label, decision, ...(reason ? { reason } : {}) });
  add({ at: -30 * DAY, kind: 'withdraw', creator: 0, amountCents: 15_000, label: 'completed' });
  decide('completed', -29 * DAY, 'pass');
  decide('completed', -27 * DAY, 'complete');
  add({ at: -20 * DAY, kind: 'withdraw', creator: 0, amountCents: 12_000, label: 'failed' });
  decide(
    'failed',
    -18 * DAY,
    'fail',
    'The bank refused the transfer: the account holder’s name does not match.',
  );
  add({ at: -6 * DAY, kind: 'withdraw', creator: 0, amountCents: 10_000, label: 'passed' });
  decide('passed', -5 * DAY, 'pass');
  add({ at: -1 * DAY, kind: 'withdraw', creator: 0, amountCents: 10_000, label: 'pending' });

  // The demo fan (fan@example.com): every state of mine-buy and mine-card.
  const fan = { fan: 0 };
  add({ at: -20 * DAY, kind: 'card', buyer: fan, number: '4242424242424242' });
  add({ at: -15 * DAY, kind: 'card', buyer: fan, number: '5555555555554444' });
  add({ at: -14 * DAY, kind: 'card', buyer: fan, number: '4000000000000341', ban: true });
  add({ at: -45 * DAY, kind: 'subscribe', buyer: fan, creator: creator(2), position: 1, outcome: 'approve' });
  add({
    at: -12 * DAY,
    kind: 'subscribe',
    buyer: fan,
    creator: 0,
    position: plansOf(plan, 0),
    outcome: 'approve',
  });
  add({ at: -6 * DAY, kind: 'subscribe', buyer: fan, creator: creator(1), position: 1, outcome: 'approve' });
  add({ at: -2 * DAY, kind: 'cancel', buyer: fan, creator: creator(1), position: 1 });
  add(buy(fan, 3, -9 * DAY, 'approve', { label: 'fan-refunded' }));
  add({ at: -7 * DAY, kind: 'refund', label: 'fan-refunded' });
  add(buy(fan, 0, -3 * DAY, 'approve'));
  add(buy(fan, 2, -2 * DAY, 'approve', { withCard: true }));
  add({ at: -1 * DAY, kind: 'subscribe', buyer: fan, creator: creator(4), position: 1, outcome: 'decline' });
  add({ at: -0.5 * DAY, kind: 'subscribe', buyer: fan, creator: creator(5), position: 1, outcome: 'expire' });

  // The other two fans: a running subscription and a purchase; an expired one renewed this week.
  const lucia = { fan: 1 };
  add({ at: -10 * DAY, kind: 'card', buyer: lucia, number: '4242424242424242' });
  add({ at: -20 * DAY, kind: 'subscribe', buyer: lucia, creator: 0, position: 1, outcome: 'approve' });
  add(buy(lucia, 0, -4 * DAY, 'approve'));
  const yuki = { fan: 2 };
  add({
    at: -50 * DAY,
    kind: 'subscribe',
    buyer: yuki,
    creator: creator(3),
    position: 1,
    outcome: 'approve',
  });
  add({ at: -5 * DAY, kind: 'subscribe', buyer: yuki, creator: creator(3), position: 1, outcome: 'approve' });
  add(buy(yuki, 2, -8 * DAY, 'approve'));
  add({
    at: -40 * DAY,
    kind: 'subscribe',
    buyer: yuki,
    creator: creator(4),
    position: 1,
    outcome: 'approve',
  });

  return steps.sort((a, b) => a.at - b.at);
}
