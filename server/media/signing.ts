/**
 * Media URLs as the API hands them out. Public keys become `/media/p/<rest>`; originals become
 * `/media/o/<rest>?exp=<unix seconds>&v=<viewer>&sig=<HMAC>`, valid until exp and bound to one
 * viewer. Paths are root-relative so the app works on whatever host name the user typed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed original stays valid at least this long. */
export const SIGNED_URL_TTL_SECONDS = 3600;
/** Expiries are rounded up to this step so repeated responses reuse one URL (and the browser cache). */
export const SIGNED_URL_STEP_SECONDS = 600;

const PUBLIC_PREFIX = 'public/';
const PRIVATE_PREFIX = 'private/';

/** A viewer id safe for a query string: `u<id>` for users, `g<guest id>` for guests, `anon` otherwise. */
export function viewerKeyOf(viewer: { userId?: number | undefined; guestId?: string | undefined }): string {
  if (viewer.userId !== undefined) return `u${viewer.userId}`;
  const guest = (viewer.guestId ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return guest ? `g${guest}` : 'anon';
}

function signature(secret: string, rest: string, exp: number, viewer: string): string {
  return createHmac('sha256', secret).update(`${rest}\n${exp}\n${viewer}`).digest('base64url');
}

export interface MediaUrls {
  /** Root-relative URL of a public key, or '' for an empty key (no avatar yet). */
  publicUrl(key: string): string;
  /** Root-relative signed URL of a private original for this viewer. */
  signedUrl(key: string, viewerKey: string, nowSeconds?: number): string;
  /** True when the signature matches, has not expired, and names this viewer. */
  verify(rest: string, query: { exp?: unknown; v?: unknown; sig?: unknown }, nowSeconds?: number): boolean;
}

/** Builds and checks media URLs with MEDIA_SIGNING_KEY. */
export function createMediaUrls(secret: string): MediaUrls {
  return {
    publicUrl(key) {
      if (!key) return '';
      if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`Not a public media key: ${key}`);
      return `/media/p/${key.slice(PUBLIC_PREFIX.length)}`;
    },
    signedUrl(key, viewerKey, nowSeconds = Math.floor(Date.now() / 1000)) {
      if (!key.startsWith(PRIVATE_PREFIX)) throw new Error(`Not a private media key: ${key}`);
      const rest = key.slice(PRIVATE_PREFIX.length);
      const exp =
        Math.ceil((nowSeconds + SIGNED_URL_TTL_SECONDS) / SIGNED_URL_STEP_SECONDS) * SIGNED_URL_STEP_SECONDS;
      const sig = signature(secret, rest, exp, viewerKey);
      return `/media/o/${rest}?exp=${exp}&v=${encodeURIComponent(viewerKey)}&sig=${sig}`;
    },
    verify(rest, query, nowSeconds = Math.floor(Date.now() / 1000)) {
      const { exp, v, sig } = query;
      if (typeof exp !== 'string' || typeof v !== 'string' || typeof sig !== 'string') return false;
      if (!/^\d{1,12}$/.test(exp) || Number(exp) < nowSeconds) return false;
      const expected = Buffer.from(signature(secret, rest, Number(exp), v));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
