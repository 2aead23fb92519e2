import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { DEFAULT_PAY_TYPE_ID } from '../enums.ts';
import { orderCreatedSchema } from '../entities-money.ts';
import { databaseId } from '../ids.ts';
import { CLIENT_KEY_MAX_LENGTH, CLIENT_KEY_MIN_LENGTH, isMoneyAmount } from '../rules/money-rules.ts';
import { text } from '../strings.ts';

/** What unlocking a paid chat message sends: the message, its price, and how it is paid. */
export const buyMessageRequestSchema = z.object({
  /** The paid message's `id` (chatWireMessageSchema). */
  message_id: databaseId,
  /** Its price as the app showed it (`price`), currency units: refused unless it is the price. */
  amount: z.number().check(z.refine(isMoneyAmount)),
  /** A pay way's id (`home/getPayTypeWithId`); with a saved card it is the credit card's, 78. */
  pay_type_id: z._default(databaseId, DEFAULT_PAY_TYPE_ID),
  /** A saved card's `id` to pay with it without leaving the app; '' for the provider's page. */
  user_payment_method_id: z._default(text().check(z.maxLength(128)), ''),
  /** The app's idempotency key, one per payment attempt (a UUID): the same key answers the same order. */
  client_key: text().check(z.minLength(CLIENT_KEY_MIN_LENGTH), z.maxLength(CLIENT_KEY_MAX_LENGTH)),
});
export type BuyMessageRequest = z.infer<typeof buyMessageRequestSchema>;

/**
 * Unlocks a creator's paid chat message (issue 25): an order of kind `message`, paid on the
 * provider's page (`url`) or with a saved card (`url` ''), polled with `payment/checkOrderStatus`.
 * Once paid, both people get the message again over the socket, unlocked for the fan and `bought`
 * for the creator. Only the fan it was sent to may buy it, once; refused when either blocked the other.
 */
export const buyMessageCall = defineCall({
  path: 'payment/buyMessage',
  access: 'member',
  request: buyMessageRequestSchema,
  response: orderCreatedSchema,
});
