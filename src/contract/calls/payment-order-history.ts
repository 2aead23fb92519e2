import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { transactionSchema } from '../entities-money.ts';

/** The caller's orders, newest first, paged (mine-buy's transactions tab). */
export const orderHistoryCall = defineCall({
  path: 'payment/orderHistory',
  access: 'member',
  request: pageParamsSchema,
  response: pageOf(transactionSchema),
});
