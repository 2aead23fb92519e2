import type { PushSubscriptionKeys } from '../../api/add-push-subscription.ts';

/**
 * This browser's side of web push, as the switch needs it: whether it can, what the member
 * allowed, its current subscription. The real one wraps the Push API; a story passes a fake.
 */
export interface PushDevice {
  /** A service worker and the Push API are there (an old browser, an iPhone outside the home screen: not). */
  supported: boolean;
  /** What the member allowed for this site: 'default' not asked yet. */
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one. */
  current(): Promise<DeviceSubscription | null>;
  /** Subscribes with the server's VAPID key (base64url). */
  subscribe(applicationServerKey: string): Promise<DeviceSubscription>;
}

/** A subscription: its keys for the server, and the way to end it in the browser. */
export interface DeviceSubscription {
  keys: PushSubscriptionKeys;
  unsubscribe(): Promise<unknown>;
}

/** A base64url key (the VAPID public key) as the bytes `pushManager.subscribe` takes. */
export function base64UrlToBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function subscriptionOf(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    keys: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    unsubscribe: () => subscription.unsubscribe(),
  };
}

/** The browser's own push: the service worker's registration (vite-plugin-pwa registers it) and its PushManager. */
export function browserPushDevice(): PushDevice {
  const supported =
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => (supported ? Notification.permission : 'denied'),
    requestPermission: () => Notification.requestPermission(),
    current: async () => {
      // Not `ready`: without a service worker (a development server) it would never settle.
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      return subscription ? subscriptionOf(subscription) : null;
    },
    subscribe: async (key) => {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key),
      });
      return subscriptionOf(subscription);
    },
  };
}
