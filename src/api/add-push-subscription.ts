import type { addPushSubscriptionCall } from '../contract/calls/push.ts';
import { callApi } from './client.ts';

/** A browser's push subscription as the Push API gives it (`PushSubscription.toJSON()`). */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Keeps this browser's subscription for the member (`user/addPushSubscription`). */
export function addPushSubscription(subscription: PushSubscriptionKeys) {
  return callApi<typeof addPushSubscriptionCall>('user/addPushSubscription', subscription);
}
