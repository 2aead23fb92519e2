import {
  addPushSubscriptionCall,
  pushKeyCall,
  removePushSubscriptionCall,
} from '../../../src/contract/calls/push.ts';
import { handle, signedInUserId } from '../../http/call-context.ts';
import { addPushSubscription, pushKey, removePushSubscription } from './push-subscriptions.service.ts';

/** user/getPushKey, user/addPushSubscription, user/removePushSubscription. */
export const pushHandlers = [
  handle(pushKeyCall, async (ctx) => ({ public_key: pushKey(ctx) })),
  handle(addPushSubscriptionCall, async (ctx, input) => {
    await addPushSubscription(ctx, signedInUserId(ctx), input);
    return {};
  }),
  handle(removePushSubscriptionCall, async (ctx, input) => {
    await removePushSubscription(ctx, signedInUserId(ctx), input.endpoint);
    return {};
  }),
];
