/**
 * Sending one push to one browser's push service (RFC 8030), encrypted for it (RFC 8291,
 * aes128gcm) and signed with the server's VAPID key (RFC 8292). `web-push` builds the request;
 * the POST is node's fetch, which never follows a redirect here (a push service does not redirect,
 * and a redirect must not lead the server past the allowlist) and may use plain http outside
 * production (the tests' local push service).
 */
import webpush from 'web-push';
import type { ServerConfig } from '../../config.ts';
import { allowedPushHost } from './push-endpoints.ts';

/** How long a push service keeps a push for a browser that is offline: news older than a day is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** How long one push service may take to answer before the attempt counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said: `sent`; `gone` (404, 410: the browser unsubscribed, remove it);
 * `retry` (a 429, a 5xx or no answer: another attempt may pass); `refused` (any other answer,
 * which another attempt would not change, or an endpoint no longer allowed).
 */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' | 'retry' | 'refused'; detail: string };

/** Sends `payload` (JSON) to one browser. */
export async function sendPush(
  target: PushTarget,
  payload: string,
  push: ServerConfig['push'],
  urgency: 'normal' | 'high',
): Promise<PushOutcome> {
  if (!push.vapid || !allowedPushHost(target.endpoint, push))
    return { kind: 'refused', detail: 'push is off, or the endpoint is not an allowed push service' };
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: push.vapid, TTL: PUSH_TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
  );
  // fetch sets the length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    return { kind: 'retry', detail: error instanceof Error ? error.message : String(error) };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', detail: `HTTP ${status}` };
  if (status === 429 || status >= 500) return { kind: 'retry', detail: `HTTP ${status}` };
  return { kind: 'refused', detail: `HTTP ${status}` };
}
