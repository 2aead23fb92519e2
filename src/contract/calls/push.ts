/**
 * Web push (issue 25): a member's browsers that asked to be told of new notifications while the app
 * is closed. The browser's push service gives the subscription (an endpoint and two keys, the Push
 * API's `PushSubscription.toJSON()`); the server sends each new notification there, encrypted for
 * that browser and signed with the platform's VAPID key.
 */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';

/** A key of the Push API, base64url without padding. */
const base64UrlKey = z.pipe(text(), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(200)));

/** The push service's address for one browser: https, on a push service the server accepts. */
const pushEndpoint = z.pipe(text(), z.url().check(z.maxLength(1000)));

/** The VAPID public key the browser subscribes with (`applicationServerKey`); '' when push is off on this server. */
export const pushKeyCall = defineCall({
  path: 'user/getPushKey',
  access: 'member',
  request: z.object({}),
  response: z.object({ public_key: z.string() }),
});

/**
 * Keeps this browser's subscription for the member (again is fine: the endpoint is its identity,
 * and a browser that another member used before now belongs to this one). Refused when the
 * endpoint is not on a push service the server sends to.
 */
export const addPushSubscriptionCall = defineCall({
  path: 'user/addPushSubscription',
  access: 'member',
  request: z.object({
    endpoint: pushEndpoint,
    keys: z.object({ p256dh: base64UrlKey, auth: base64UrlKey }),
  }),
  response: z.object({}),
});

/** Forgets this browser's subscription (turned off in the settings, or signing out). Unknown endpoints are fine. */
export const removePushSubscriptionCall = defineCall({
  path: 'user/removePushSubscription',
  access: 'member',
  request: z.object({ endpoint: pushEndpoint }),
  response: z.object({}),
});
