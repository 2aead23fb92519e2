/**
 * A fan's monthly spending caps as the wire carries them (issue 26; docs/decisions/spending-caps.md):
 * this month's spending against each cap. Amounts are currency units with at most two decimals.
 */
import { z } from 'zod/mini';

const money = z.number().check(z.nonnegative());

/** A creator the fan spends with: their cap (null for none) and what went to them this month. */
export const creatorSpendingSchema = z.object({
  aff: z.int().check(z.positive()),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Avatar URL, '' when none. */
  thumb: z.string(),
  cap: z.nullable(money),
  spent: money,
});
export type CreatorSpending = z.infer<typeof creatorSpendingSchema>;

/**
 * The fan's spending this calendar month (UTC) against their caps: the overall one and one per
 * creator. `creators` lists the creators with a cap, those paid this month and those the fan
 * subscribes to, most spent first.
 */
export const spendingLimitsSchema = z.object({
  overall: z.object({ cap: z.nullable(money), spent: money }),
  creators: z.array(creatorSpendingSchema),
  /** When the month's spending starts again from 0: 00:00 UTC on the 1st of next month. */
  resets_at: z.string(),
  resets_ts: z.int().check(z.nonnegative()),
});
export type SpendingLimits = z.infer<typeof spendingLimitsSchema>;
