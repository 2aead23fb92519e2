/**
 * The payment provider's own records of a period, for the money view's reconciliation. The sandbox
 * keeps its world in its own tables (db/schema/payment-providers.ts), which stand in here for a
 * provider's reporting API; Stripe's records live at Stripe and are not read here.
 */
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sandboxCharges, sandboxCheckoutSessions } from '../../../db/schema.ts';

/** A payment the provider took stays captured when refunded or disputed later: it was taken in the period. */
const CAPTURED_SESSIONS = ['approved', 'refunded', 'disputed'];
const CAPTURED_CHARGES = ['succeeded', 'refunded', 'disputed'];

/** Cents the sandbox captured in [from, to): approved checkout pages and succeeded card charges. */
export async function sandboxCapturedCents(db: Database, from: Date, to: Date): Promise<number> {
  const [pages, charges] = await Promise.all([
    db
      .select({ sum: sql<string | null>`sum(${sandboxCheckoutSessions.amountCents})` })
      .from(sandboxCheckoutSessions)
      .where(
        and(
          inArray(sandboxCheckoutSessions.status, CAPTURED_SESSIONS),
          gte(sandboxCheckoutSessions.completedAt, from),
          lt(sandboxCheckoutSessions.completedAt, to),
        ),
      ),
    db
      .select({ sum: sql<string | null>`sum(${sandboxCharges.amountCents})` })
      .from(sandboxCharges)
      .where(
        and(
          inArray(sandboxCharges.status, CAPTURED_CHARGES),
          gte(sandboxCharges.createdAt, from),
          lt(sandboxCharges.createdAt, to),
        ),
      ),
  ]);
  return Number(pages[0]?.sum ?? 0) + Number(charges[0]?.sum ?? 0);
}
