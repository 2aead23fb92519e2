/**
 * The tables of the platform (product spec section 3), one file per domain under schema/. Money is
 * always integer minor units.
 *
 * This index re-exports every domain file so the database handle (client.ts) gets the whole schema
 * and the many importers of `db/schema.ts` keep working unchanged; tree shaking does not matter on
 * the server. drizzle-kit reads the folder itself (drizzle.config.ts).
 */
export * from './schema/accounts.ts';
export * from './schema/creators.ts';
export * from './schema/uploads.ts';
export * from './schema/posts.ts';
export * from './schema/plans.ts';
export * from './schema/payments.ts';
export * from './schema/ledger.ts';
export * from './schema/payment-providers.ts';
export * from './schema/discovery.ts';
export * from './schema/chat.ts';
export * from './schema/feedback.ts';
export * from './schema/academy.ts';
export * from './schema/mail.ts';
export * from './schema/operators.ts';
export * from './schema/notifications.ts';
export * from './schema/tracking-links.ts';
export * from './schema/mass-messages.ts';
export * from './schema/offers.ts';
export * from './schema/trials.ts';
export * from './schema/spending.ts';
export * from './schema/two-factor.ts';
export * from './schema/data-exports.ts';
export * from './schema/visible-marks.ts';
