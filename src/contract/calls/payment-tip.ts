import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { DEFAULT_PAY_TYPE_ID } from '../enums.ts';
import { orderCreatedSchema } from '../entities-money.ts';
import { databaseId } from '../ids.ts';
import { CLIENT_KEY_MAX_LENGTH, CLIENT_KEY_MIN_LENGTH, isMoneyAmount } from '../rules/money-rules.ts';
import { TIP_MESSAGE_MAX_LENGTH } from '../rules/tip-rules.ts';
import { multilineText, text } from '../strings.ts';

/** What a tip sends: the creator, the amount, an optional message, where from and how it is paid. */
export const tipRequestSchema = z.object({
  /** The creator's `aff`. */
  aff: databaseId,
  /**
   * Currency units, at most two decimals, from 1 to the server's maximum (`app/config`'s
   * `tip_max_amount`, 200 by default).
   */
  amount: z.number().check(z.refine(isMoneyAmount)),
  /** The fan's message to the creator, trimmed, at most 300 characters; '' for none. */
  message: z._default(multilineText().check(z.trim(), z.maxLength(TIP_MESSAGE_MAX_LENGTH)), ''),
  /** 1 when sent from the conversation with the creator: once paid, the tip is a message there. */
  in_chat: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  /** A pay way's id (`home/getPayTypeWithId`); with a saved card it is the credit card's, 78. */
  pay_type_id: z._default(databaseId, DEFAULT_PAY_TYPE_ID),
  /** A saved card's `id` to pay with it without leaving the app; '' for the provider's page. */
  user_payment_method_id: z._default(text().check(z.maxLength(128)), ''),
  /** The app's idempotency key, one per payment attempt (a UUID): the same key answers the same order. */
  client_key: text().check(z.minLength(CLIENT_KEY_MIN_LENGTH), z.maxLength(CLIENT_KEY_MAX_LENGTH)),
});
export type TipRequest = z.infer<typeof tipRequestSchema>;

/**
 * Tips a creator (issue 25): an order of kind `tip`, paid on the provider's page (`url`) or with a
 * saved card (`url` ''), polled with `payment/checkOrderStatus`. Refused for oneself, an account
 * that is not a creator, a creator either of the two blocked, and an amount outside 1 to the maximum.
 */
export const tipCall = defineCall({
  path: 'payment/tip',
  access: 'member',
  request: tipRequestSchema,
  response: orderCreatedSchema,
});
