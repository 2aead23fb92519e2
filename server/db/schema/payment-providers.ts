/** The payment providers' own tables: the sandbox's world and the Stripe customers. */
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/*
 * The sandbox provider's own tables (server/modules/payments/providers/sandbox): it behaves like an
 * external provider and never reads or writes the tables of payments.ts; what happens reaches us as signed
 * webhook events.
 */

/** A hosted checkout page for one payment. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  /** `cs_…`, in the page's URL. */
  id: text('id').primaryKey(),
  /** The merchant's reference (our order's public id). */
  orderRef: text('order_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** What the page says is bought. */
  description: text('description').notNull(),
  /** The pay way the page shows (PAYMENT_TYPE). */
  paymentType: smallint('payment_type').notNull(),
  locale: text('locale').notNull(),
  /** open, approved, declined, expired, refunded or disputed. */
  status: text('status').notNull().default('open'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** A card setup (the app's add-card form), confirmed with the sandbox's card API. */
export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  /** `seti_…`. */
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  /** The merchant's customer reference (our user id). */
  customer: text('customer').notNull(),
  /** requires_payment_method, then succeeded. */
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  createdAt: createdAt(),
});

/** A card attached to a customer: brand, last 4 digits and expiry, nothing more. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  /** `pm_…`. */
  id: text('id').primaryKey(),
  customer: text('customer').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: createdAt(),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
});

/** A charge of a saved card, and what became of it. */
export const sandboxCharges = pgTable('sandbox_charges', {
  /** `ch_…`. */
  id: text('id').primaryKey(),
  orderRef: text('order_ref').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** succeeded, failed, refunded or disputed. */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** Every event the sandbox sent or will send, with its delivery state. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    /** `evt_…`. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The JSON body delivered, kept as sent so every retry carries the same bytes. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
  },
  (t) => [index('sandbox_events_created_idx').on(t.createdAt)],
);

/*
 * The Stripe provider's own table (server/modules/payments/providers/stripe): the Stripe Customer
 * that holds a fan's saved cards, made the first time the fan adds a card.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `cus_…`. */
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
});
