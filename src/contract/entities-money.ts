/**
 * Money entities of product spec section 3 as the wire carries them: pay ways, orders, saved
 * cards, transactions, withdrawals and a creator's statistics. Amounts are currency units with at
 * most two decimals; times are `*_ts` seconds and `*_at` ISO 8601 strings, as elsewhere.
 */
import { z } from 'zod/mini';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS, PAYMENT_TYPE, WITHDRAWAL_STATUS } from './enums.ts';
import { postSchema } from './entities.ts';

const flag = z.union([z.literal(0), z.literal(1)]);
const seconds = z.int().check(z.nonnegative());

/** One way to pay (spec §3 "Pay way"): its type, its id, and the amounts it takes. */
export const payWaySchema = z.object({
  /** PAYMENT_TYPE: 0 other, 1 Alipay, 2 LINE Pay, 3 PayPal, 4 UnionPay, 5 credit card, 6 USDT. */
  payment_type: z.union([
    z.literal(PAYMENT_TYPE.OTHER),
    z.literal(PAYMENT_TYPE.ALI_PAY),
    z.literal(PAYMENT_TYPE.LINE_PAY),
    z.literal(PAYMENT_TYPE.PAYPAL),
    z.literal(PAYMENT_TYPE.UNION_PAY),
    z.literal(PAYMENT_TYPE.CREDIT_CARD),
    z.literal(PAYMENT_TYPE.USDT),
  ]),
  /** The way's id, as orders take it (`pay_type_id`). */
  pay_type_id: z.int().check(z.positive()),
  /** The smallest amount it takes, currency units. */
  min_money: z.number().check(z.positive()),
  /** The largest amount it takes, currency units. */
  max_money: z.number().check(z.positive()),
});
export type PayWay = z.infer<typeof payWaySchema>;

/**
 * A pending order (`payment/subscriptionCreater`, `payment/buyPost`): the app opens `url` (the
 * provider's page) in a new window and polls `payment/checkOrderStatus` with `order_id`. When
 * `post_data` is present the page wants those fields POSTed to `url` rather than a plain GET.
 */
export const orderCreatedSchema = z.object({
  /** `ord_` and 24 letters or digits. */
  order_id: z.string().check(z.minLength(1)),
  /**
   * The provider's page: root-relative for the sandbox (`/sandbox/checkout/cs_…`), absolute for Stripe
   * Checkout.
   */
  url: z.string(),
  /** Fields to POST to `url` instead of opening it; neither provider sends it today. */
  post_data: z.optional(z.record(z.string(), z.string())),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** Where an order stands (`payment/checkOrderStatus`, `payment/checkEmbedPay`). */
export const orderStatusSchema = z.object({
  /** As asked. */
  order_id: z.string(),
  /** 1 once paid: the dialog closes and the post or the creator's posts unlock. */
  success: flag,
  /** `pending`, `paid`, `failed`, `expired`, `cancelled`, `refunded` or `disputed` (a chargeback). */
  status: z.enum(ORDER_STATUSES),
  /** Why it failed, in the caller's language ('' unless failed, expired or cancelled). */
  reason: z.string(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

/** A saved card (spec §3): a banned card can be neither chosen nor made the default. */
export const savedCardSchema = z.object({
  /** The payment method's id, as deleteCard, bindDefaultCard and embedPay name it. */
  id: z.string(),
  /** What the provider tells of the card. */
  card: z.object({
    /** `visa`, `mastercard`, `amex`, … */
    brand: z.string(),
    /** The card number's last 4 digits. */
    last4: z.string().check(z.length(4)),
    /** Expiry month. */
    exp_month: z.int().check(z.minimum(1), z.maximum(12)),
    /** Expiry year. */
    exp_year: z.int().check(z.minimum(2000)),
  }),
  /** 1 for the default card (renewals charge it). */
  is_default: flag,
  /** 1 for a banned card: it can be neither the default nor used to pay. */
  is_ban: flag,
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/**
 * A card setup (`payment/getStripeKey`): the provider's publishable key and the setup's client
 * secret. The app confirms the card with the provider (the sandbox's API at `confirm_url`, or
 * Stripe's), then polls `payment/getCardList` every 0.5 s, about 10 times, for the new card.
 */
export const cardSetupSchema = z.object({
  /**
   * Which provider confirms the card: `sandbox` (the app's own fields, POSTed to `confirm_url`) or `stripe`
   * (Stripe.js).
   */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's publishable key (`pk_sandbox_fanvault`, or Stripe's `pk_live_…` / `pk_test_…`). */
  publishable_key: z.string(),
  /** The setup's secret (`seti_…_secret_…`): it confirms one card; ask again for the next. */
  client_secret: z.string(),
  /** The sandbox's confirm address for this setup ('' with Stripe, whose library knows its own). */
  confirm_url: z.string(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;

/** One line of a fan's payment history (spec §3 "Transaction"). */
export const transactionSchema = z.object({
  /** The order's id. */
  order_id: z.string(),
  /**
   * What was bought: the plan's name, or the post's title (the start of its text when untitled, at
   * most 60 characters); for a tip, the creator's name (nickname, else account name) when tipped.
   */
  item_name: z.string(),
  /**
   * What the order is for: the plan's id for `subscription` and `renewal`, the post's id for `post`,
   * the creator's `aff` for `tip`, the chat message's `id` for `message`.
   */
  item_id: z.int().check(z.positive()),
  /** What was paid, currency units. */
  pay_amount: z.number().check(z.nonnegative()),
  /** `subscription`, `renewal` (charged without the fan), `post`, `tip` or `message` (a paid chat message). */
  kind: z.enum(ORDER_KINDS),
  /** As `payment/checkOrderStatus` answers it. */
  status: z.enum(ORDER_STATUSES),
  /** The creator paid (their account name), for a link to their page. */
  username: z.string(),
  /** When the order was made, Unix seconds. */
  created_ts: seconds,
  /** The same instant, ISO 8601 UTC. */
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A creator's withdrawal (spec §3): 0 pending, 1 passed, 2 completed, 3 failed. */
export const withdrawalSchema = z.object({
  /** The withdrawal's id. */
  id: z.int().check(z.positive()),
  /** Currency units. */
  amount: z.number().check(z.positive()),
  /** 0 pending, 1 passed, 2 completed, 3 failed (WITHDRAWAL_STATUS). */
  status: z.union([
    z.literal(WITHDRAWAL_STATUS.pending),
    z.literal(WITHDRAWAL_STATUS.passed),
    z.literal(WITHDRAWAL_STATUS.completed),
    z.literal(WITHDRAWAL_STATUS.failed),
  ]),
  /** Why it failed ('' otherwise). */
  reason: z.string(),
  /** The payout's reference (bank transfer or provider payout id) once paid out ('' otherwise). */
  reference: z.string(),
  /** When it was requested, Unix seconds. */
  created_ts: seconds,
  /** The same instant, ISO 8601 UTC. */
  created_at: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A creator's overall numbers over a range (spec §3 "Overall stats", `user/getUserStatistic`). */
export const overallStatsSchema = z.object({
  /** Views of the creator's page in the range (each viewer once per UTC day). */
  total_click: z.int().check(z.nonnegative()),
  /** New subscriptions (and renewals) paid in the range. */
  total_subscription: z.int().check(z.nonnegative()),
  /**
   * Views of the creator's published posts in the range (each viewer once per post and UTC day):
   * the sum of `article/stats`' per-post `total_view` over the same range.
   */
  total_view: z.int().check(z.nonnegative()),
  /** Distinct fans who paid in the range. */
  total_buyer: z.int().check(z.nonnegative()),
  /** Earnings in the range, currency units, after the platform fee and refunds. */
  total_income_count: z.number(),
  /** Subscriptions cancelled in the range. */
  total_unsubscription: z.int().check(z.nonnegative()),
  /** The balance now (what a withdrawal may take; negative after refunds exceed earnings). */
  balance: z.number(),
});
export type OverallStats = z.infer<typeof overallStatsSchema>;

/** One post's numbers over a range (spec §3 Post "statistics"). */
export const postStatisticsSchema = z.object({
  /** Views of the post in the range (each viewer once per UTC day). */
  total_view: z.int().check(z.nonnegative()),
  /** Comments and replies written in the range. */
  total_comment: z.int().check(z.nonnegative()),
  /** Likes given in the range. */
  total_like: z.int().check(z.nonnegative()),
  /** Shares, all time (the post's `share_num`: a share is not recorded with its time). */
  total_share: z.int().check(z.nonnegative()),
  /** `total_view` per day of the range the post was out (at least one day), two decimals. */
  total_average_view: z.number().check(z.nonnegative()),
  /** Purchases paid in the range. */
  total_buy_article_count: z.int().check(z.nonnegative()),
  /** Their earnings after the platform fee, less refunds, currency units. */
  total_buy_article_income: z.number(),
});
export type PostStatistics = z.infer<typeof postStatisticsSchema>;

/** A creator's post with its numbers (`article/stats`). */
export const postPerformanceSchema = z.extend(postSchema, { statistics: postStatisticsSchema });
export type PostPerformance = z.infer<typeof postPerformanceSchema>;
