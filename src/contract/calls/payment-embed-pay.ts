import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { ORDER_TYPE } from '../enums.ts';
import { text } from '../strings.ts';
import { orderRequestSchema } from './payment-order-request.ts';

/**
 * Pays with a saved card without leaving the app: `type` says what item_id is (2 a plan, 3 a
 * post), `user_payment_method_id` the card (never a banned one). Answers the order to poll with
 * `payment/checkEmbedPay` (an answer without one, the app shows as "Order number is missing").
 */
export const embedPayCall = defineCall({
  path: 'payment/embedPay',
  access: 'member',
  request: z.extend(z.omit(orderRequestSchema, { pay_type_id: true }), {
    /** 2 `item_id` is a plan, 3 a post. */
    type: z
      .number()
      .check(z.refine((n) => n === ORDER_TYPE.subscription || n === ORDER_TYPE.purchasedArticle)),
    /** The saved card's `id`. */
    user_payment_method_id: text().check(z.minLength(1), z.maxLength(128)),
  }),
  response: z.object({ order_id: z.string() }),
});
