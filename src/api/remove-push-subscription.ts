import type { removePushSubscriptionCall } from '../contract/calls/push.ts';
import { callApi } from './client.ts';

/** Forgets this browser's subscription (`user/removePushSubscription`): no more push to it. */
export function removePushSubscription(endpoint: string) {
  return callApi<typeof removePushSubscriptionCall>('user/removePushSubscription', { endpoint });
}
