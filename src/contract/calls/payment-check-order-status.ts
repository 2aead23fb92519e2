import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { orderStatusSchema } from '../entities-money.ts';
import { text } from '../strings.ts';

const orderIdRequest = z.object({ order_id: text().check(z.minLength(1), z.maxLength(64)) });

/** Where one of the caller's orders stands; the app polls it every 5 s for up to 300000 ms. */
export const checkOrderStatusCall = defineCall({
  path: 'payment/checkOrderStatus',
  access: 'member',
  request: orderIdRequest,
  response: orderStatusSchema,
});

/** The same for an order paid with a saved card (`payment/embedPay`). */
export const checkEmbedPayCall = defineCall({
  path: 'payment/checkEmbedPay',
  access: 'member',
  request: orderIdRequest,
  response: orderStatusSchema,
});
