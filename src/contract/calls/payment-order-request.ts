import { z } from 'zod/mini';
import { text } from '../strings.ts';
import { CLIENT_KEY_MAX_LENGTH, CLIENT_KEY_MIN_LENGTH, isMoneyAmount } from '../rules/money-rules.ts';
import { databaseId } from '../ids.ts';

/**
 * What every order-creating call sends: the item (a plan's or a post's id), its creator's aff,
 * the amount the app showed (refused unless it is the item's price), the pay way, and the app's
 * idempotency key: the same key from the same user answers the same order, so a repeated tap or a
 * retried request never pays twice.
 */
export const orderRequestSchema = z.object({
  /** The plan's id (a subscription) or the post's (a purchase). */
  item_id: databaseId,
  /** The creator's `aff`: the plan's or the post's author. */
  aff: databaseId,
  /**
   * The price the app showed, currency units, at most two decimals: refused unless it is the item's price
   * now.
   */
  amount: z.number().check(z.refine(isMoneyAmount)),
  /** A pay way's id (`home/getPayTypeWithId`). */
  pay_type_id: databaseId,
  /**
   * The app's idempotency key, one per payment attempt (a UUID): the same key from the same user answers the
   * same order.
   */
  client_key: text().check(z.minLength(CLIENT_KEY_MIN_LENGTH), z.maxLength(CLIENT_KEY_MAX_LENGTH)),
});
