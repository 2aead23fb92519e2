/**
 * A fake of the browser's push (src/features/push-opt-in/push-device.ts) for the notification
 * settings' stories: no service worker, no push service, a permission prompt answered at once.
 */
import { fn } from 'storybook/test';
import type { DeviceSubscription, PushDevice } from '../../src/features/push-opt-in/push-device.ts';

export const FAKE_PUSH_ENDPOINT = 'https://push.example.test/send/story-device';

export interface FakePushOptions {
  /** @default true */
  supported?: boolean;
  /** What the site is allowed now. @default 'default' */
  permission?: NotificationPermission;
  /** What the member answers when asked. @default 'granted' */
  answer?: NotificationPermission;
  /** The browser already has a subscription. @default false */
  subscribed?: boolean;
}

/** A fake device; its `subscribe`, `requestPermission` and the subscription's `unsubscribe` are spies. */
export function fakePushDevice({
  supported = true,
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: FakePushOptions = {}): PushDevice & { unsubscribe: ReturnType<typeof fn> } {
  let allowed = permission;
  const unsubscribe = fn(async () => {
    current = null;
    return true;
  });
  const subscription: DeviceSubscription = {
    keys: {
      endpoint: FAKE_PUSH_ENDPOINT,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    unsubscribe,
  };
  let current: DeviceSubscription | null = subscribed ? subscription : null;
  return {
    supported,
    unsubscribe,
    permission: () => allowed,
    requestPermission: fn(async () => {
      allowed = answer;
      return answer;
    }),
    current: async () => current,
    subscribe: fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
}
