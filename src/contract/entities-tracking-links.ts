/**
 * A creator's tracking link as the wire carries it (issue 25; docs/decisions/tracking-links.md):
 * its name and code, the path of the creator page it opens, and what it brought (visits, sign-ups,
 * new subscriptions and revenue within the attribution window, refunds subtracted).
 */
import { z } from 'zod/mini';
import { databaseId } from './ids.ts';
import { text } from './strings.ts';

const count = z.int().check(z.nonnegative());

export const trackingLinkSchema = z.object({
  id: databaseId,
  name: text(),
  /** What `?t=` carries: URL-safe, unique. */
  code: text(),
  /** The creator page with the code, without origin and language: `/{username}?t={code}`. */
  url_path: text(),
  created_ts: z.int().check(z.nonnegative()),
  created_at: text(),
  /** Visits of the page through the link (a visitor's repeat within a few minutes counts once). */
  visits: count,
  /** Accounts created with the link's code. */
  sign_ups: count,
  /** New subscriptions (not renewals) paid by fans the link brought, within the window, not refunded. */
  subscriptions: count,
  /** Gross currency units every order of those fans to the creator brought within the window, refunds subtracted. */
  revenue: z.number(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;
