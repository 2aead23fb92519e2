/**
 * Money (docs/decisions.md, "Money"): orders, provider events, subscriptions, purchases and saved
 * cards. Amounts are integer cents; a balance is derived from `ledger_entries` (ledger.ts), never
 * stored. Financial rows outlive the accounts they name: deleting a user sets their id to null in
 * orders, withdrawals and ledger entries, so every transaction still sums to zero; entitlements
 * (subscriptions, purchases) and saved cards go with the account.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { subscriptionPlans } from './plans.ts';
import { posts } from './posts.ts';
import { chatMessages } from './chat.ts';

/** What the app asked a provider to take: one plan period or one post, for exactly its price. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The id clients and providers see (`ord_…`). */
    publicId: text('public_id').notNull().unique(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** subscription, renewal or post (ORDER_KINDS). */
    kind: text('kind').notNull(),
    /** The plan's or the post's id; no foreign key: the order outlives a deleted plan or post. */
    itemId: integer('item_id').notNull(),
    /** What was bought, as it was named when bought (history shows it after the item is gone). */
    itemName: text('item_name').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    payTypeId: integer('pay_type_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment (a checkout session, a charge); null until it exists. */
    providerRef: text('provider_ref'),
    /** Where the fan pays (the provider's page); '' for a saved-card charge. */
    checkoutUrl: text('checkout_url').notNull().default(''),
    /** The saved card a charge used (embedPay); null for a checkout page. */
    savedCardId: integer('saved_card_id').references((): AnyPgColumn => savedCards.id, {
      onDelete: 'set null',
    }),
    /** The app's idempotency key: one order per buyer and key. */
    clientKey: text('client_key').notNull(),
    /** pending, paid, failed, expired, cancelled, refunded or disputed (ORDER_STATUSES). */
    status: text('status').notNull().default('pending'),
    /** Why it failed or ended, as a code the server translates ('' otherwise). */
    reason: text('reason').notNull().default(''),
    /** The buyer's language when ordering: the provider's page speaks it. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The plan offer (plan_offers) that priced a subscription order; null for none (docs/decisions/offers.md). */
    offerId: integer('offer_id'),
    /** A plan period's price before an offer's discount; null when nothing was taken off (then it is amount_cents). */
    listPriceCents: integer('list_price_cents'),
  },
  (t) => [
    uniqueIndex('orders_client_key_idx').on(t.buyerId, t.clientKey),
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_creator_paid_idx').on(t.creatorId, t.paidAt),
  ],
);

/** Every provider event received, by its id: a repeat is a no-op; one kept for later waits here. */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The order's public id when the event is about one. */
    orderPublicId: text('order_public_id'),
    /** The event as the provider's adapter read it (providers/provider.ts ProviderEvent). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** applied, ignored (and why), or deferred (a refund before its payment: applied after it). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_events_id_idx').on(t.provider, t.eventId),
    index('provider_events_deferred_idx')
      .on(t.orderPublicId)
      .where(sql`${t.outcome} = 'deferred'`),
  ],
);

/**
 * A fan's subscription to one plan (one row per fan and plan): paying starts or extends its
 * period; it gives access while `expire_at` is ahead. Cancelled (`cancelled_at` set) means it
 * runs to its end without renewing.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When this run of the subscription began (a re-subscription after expiry starts a new run). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The period paid last: from here to expire_at (a period paid in advance starts at the old end). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    /** Posts displayed from here on are unlocked: started_at minus the plan's unlock days; null for every post (1000). */
    unlockFrom: timestamp('unlock_from', { withTimezone: true }),
    /** Set when the fan cancelled (no renewal); cleared by restore or a new run. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The order that paid the latest period. */
    lastOrderId: integer('last_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Percent off every renewal of this run: an 'every period' offer it began under; null for none. */
    offerPercent: smallint('offer_percent'),
    /** The period end (expire_at) the fan was last told of the coming renewal for; once per period. */
    renewalNoticeFor: timestamp('renewal_notice_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_subscriptions_pair_idx').on(t.userId, t.planId),
    index('user_subscriptions_user_expire_idx').on(t.userId, t.expireAt),
    index('user_subscriptions_creator_idx').on(t.creatorId),
    // The renewal sweep: subscriptions that renew, by when they end.
    index('user_subscriptions_renewal_idx')
      .on(t.expireAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** A pay-per-post post a fan bought; a refund revokes it (revoked_at) and the post may be bought again. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_live_idx')
      .on(t.userId, t.postId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('purchases_order_idx').on(t.orderId),
    index('purchases_post_idx').on(t.postId),
  ],
);

/** A card a fan saved with the provider: only its brand, last 4 digits and expiry are known here. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's payment method id (`pm_…`): the card's id on the wire. */
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /** Refused for payments (fraud, a chargeback): neither selectable nor default. */
    banned: smallint('banned').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_cards_method_idx').on(t.provider, t.providerMethodId),
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A tip (issue 25): the order of kind 'tip' pays it; this row keeps what the order does not, the
 * fan's message and whether it was sent from the conversation (then, once paid, it is also a chat
 * message from the fan to the creator).
 */
export const tips = pgTable(
  'tips',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fanId: integer('fan_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The fan's message, trimmed, at most 300 characters; '' for none. */
    message: text('message').notNull().default(''),
    /** 1 when sent from the chat: the paid tip appears in the conversation. */
    inChat: smallint('in_chat').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tips_creator_idx').on(t.creatorId, t.createdAt)],
);

/**
 * A fan's paid unlock of a creator's paid chat message (issue 25), as `purchases` is a post's: one
 * live row per message and fan, written by the paid order's event, revoked by its refund.
 */
export const chatMessageUnlocks = pgTable(
  'chat_message_unlocks',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_message_unlocks_live_idx')
      .on(t.messageId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('chat_message_unlocks_order_idx').on(t.orderId),
    // A fan's live unlocks: what the media routes ask when a fan opens a paid picture.
    index('chat_message_unlocks_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
