import { z } from 'zod/mini';
import { text } from '../strings.ts';
import { CLIENT_KEY_MAX_LENGTH, CLIENT_KEY_MIN_LENGTH, isMoneyAmount } from '../rules/money-rules.ts';

const positiveId = z.coerce.number().check(z.int(), z.positive());

/**
 * What every order-creating call sends: the item (a plan's or a post's id), its creator's aff,
 * the amount the app showed (refused unless it is the item's price), the pay way, and the app's
 * idempotency key: the same key from the same user answers the same order, so a repeated tap or a
 * retried request never pays twice.
 */
export const orderRequestSchema = z.object({
  item_id: positiveId,
  aff: positiveId,
  amount: z.coerce.number().check(z.refine(isMoneyAmount)),
  pay_type_id: positiveId,
  client_key: text().check(z.minLength(CLIENT_KEY_MIN_LENGTH), z.maxLength(CLIENT_KEY_MAX_LENGTH)),
});
