import { defineCall } from '../call.ts';
import { orderCreatedSchema } from '../entities-money.ts';
import { orderRequestSchema } from './payment-order-request.ts';

/**
 * Subscribes to a plan (item_id is the plan's id): a new subscription, a re-subscription after one
 * expired, or a period paid in advance while one runs (spec §4 subscription actions). Refused for
 * one's own plan (message.error.subscribeSelf), a plan not on sale (subscriptionNotFound), a
 * blocked creator, and an amount that is not the plan's price.
 */
export const subscribeCall = defineCall({
  path: 'payment/subscriptionCreater',
  access: 'member',
  request: orderRequestSchema,
  response: orderCreatedSchema,
});

/**
 * Buys one pay-per-post post (item_id is the post's id). Refused for one's own post
 * (message.error.shopBuySelf), a post that is not for sale or already bought, a blocked creator,
 * and an amount that is not its price.
 */
export const buyPostCall = defineCall({
  path: 'payment/buyPost',
  access: 'member',
  request: orderRequestSchema,
  response: orderCreatedSchema,
});
