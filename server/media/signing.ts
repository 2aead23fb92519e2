/**
 * Media URLs as the API hands them out. Public keys become `/media/p/<rest>`; originals become
 * `/media/o/<rest>?exp=<unix seconds>&v=<viewer>&sig=<HMAC>`, valid until exp and bound to one
 * viewer, or `/media/e/<rest>?…` alike for an original served encrypted (image-cipher.ts; the
 * signature covers the route, so neither URL can be turned into the other); an HLS folder becomes `/media/h/<exp>/<viewer>/<sig>/<folder>/master.m3u8`, the
 * signature in the path so the playlist's relative URIs (renditions, segments) carry it. A viewer
 * other than UNBOUND_VIEWER must also hold the matching media pass (media-pass.ts) on every
 * request. Paths are root-relative so the app works on whatever host name the user typed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENCRYPTED_MEDIA_PREFIX } from '../../src/contract/encrypted-media.ts';

/** A signed original stays valid at least this long. */
export const SIGNED_URL_TTL_SECONDS = 3600;
/** Expiries are rounded up to this step so repeated responses reuse one URL (and the browser cache). */
export const SIGNED_URL_STEP_SECONDS = 600;

/**
 * The viewer of URLs anyone may open (originals of free posts): checked for signature and expiry
 * only, with no media pass (docs/decisions.md, "Locked media: the viewer binding").
 */
export const UNBOUND_VIEWER = 'pub';

/** How many URL signatures a server keeps (a few MB at most): far more than one step's pages show. */
const SIGNATURES_KEPT = 20_000;

/** Names the folder an HLS signature covers: everything up to and including this segment. */
const HLS_FOLDER_SEGMENT = 'hls';

const PUBLIC_PREFIX = 'public/';
const PRIVATE_PREFIX = 'private/';

/** A viewer id safe for a query string: `u<id>` for users, `g<guest id>` for guests, `anon` otherwise. */
export function viewerKeyOf(viewer: { userId?: number | undefined; guestId?: string | undefined }): string {
  if (viewer.userId !== undefined) return `u${viewer.userId}`;
  const guest = (viewer.guestId ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  return guest ? `g${guest}` : 'anon';
}

/**
 * The viewer key of an operator (`o<id>`): the console's posts-to-review queue signs a post's
 * originals for it, and the media routes accept it only with that operator's live console session
 * (operator-media-pass.ts). Never a member's key (`u`), a guest's (`g`) or `anon`.
 */
export function operatorViewerKeyOf(operatorId: number): string {
  return `o${operatorId}`;
}

function signature(secret: string, rest: string, exp: number, viewer: string): string {
  return createHmac('sha256', secret).update(`${rest}\n${exp}\n${viewer}`).digest('base64url');
}

function expiryOf(nowSeconds: number): number {
  return Math.ceil((nowSeconds + SIGNED_URL_TTL_SECONDS) / SIGNED_URL_STEP_SECONDS) * SIGNED_URL_STEP_SECONDS;
}

function sameSignature(secret: string, scope: string, exp: string, viewer: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, scope, Number(exp), viewer));
  const sig = Buffer.from(given);
  return expected.length === sig.length && timingSafeEqual(expected, sig);
}

/**
 * The folder an HLS path's signature covers (`videos/abc/hls` of `videos/abc/hls/360p/seg_00000.ts`),
 * or null when the path has no `hls` folder, nothing inside it, or a `.`/`..`/empty segment.
 */
export function hlsFolderOf(rest: string): string | null {
  const segments = rest.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const at = segments.indexOf(HLS_FOLDER_SEGMENT);
  if (at < 1 || at === segments.length - 1) return null;
  return segments.slice(0, at + 1).join('/');
}

export interface HlsSignature {
  exp: string;
  v: string;
  sig: string;
}

export interface SignedQuery {
  exp?: unknown;
  v?: unknown;
  sig?: unknown;
}

/** `zip:` keeps a data export's signature from passing for any other route, and back. */
const EXPORT_SCOPE = 'zip:';
/** Where a member's data export is downloaded (server/modules/data-exports/data-export.routes.ts). */
export const EXPORT_DOWNLOAD_PREFIX = '/media/x/';

/** `enc:` keeps a plain original's signature from passing for the encrypted route, and back. */
const ENCRYPTED_SCOPE = 'enc:';

export interface MediaUrls {
  /** The base64 key `/media/e/` originals decrypt with, as app/config hands it out (image-cipher.ts). */
  readonly imageKey: string;
  /** Root-relative URL of a public key, or '' for an empty key (no avatar yet). */
  publicUrl(key: string): string;
  /** Root-relative signed URL of a private original for this viewer. */
  signedUrl(key: string, viewerKey: string, nowSeconds?: number): string;
  /** True when the signature matches, has not expired, and names this viewer. */
  verify(rest: string, query: SignedQuery, nowSeconds?: number): boolean;
  /** Root-relative signed URL of a private original served encrypted (`/media/e/…`) to this viewer. */
  encryptedUrl(key: string, viewerKey: string, nowSeconds?: number): string;
  /** `verify` for the encrypted route: a `/media/o/` signature does not pass here, nor the reverse. */
  verifyEncrypted(rest: string, query: SignedQuery, nowSeconds?: number): boolean;
  /** Root-relative signed URL of a member's data export (`/media/x/…`), bound to that member. */
  exportUrl(key: string, viewerKey: string, nowSeconds?: number): string;
  /** `verify` for the export route: no other route's signature passes here, nor the reverse. */
  verifyExport(rest: string, query: SignedQuery, nowSeconds?: number): boolean;
  /** Signed URL of an HLS master playlist (`private/.../hls/master.m3u8`) for this viewer. */
  hlsUrl(masterKey: string, viewerKey: string, nowSeconds?: number): string;
  /** True when the path's signature covers its HLS folder, has not expired, and names this viewer. */
  verifyHls(rest: string, signed: HlsSignature, nowSeconds?: number): boolean;
}

/**
 * Builds and checks media URLs with MEDIA_SIGNING_KEY; `imageKey` is the deployment's image key in
 * base64 (resolveImageKey), which app/config hands to the app.
 */
export function createMediaUrls(secret: string, imageKey = ''): MediaUrls {
  // Expiries move in steps, so within a step every answer that lists a picture signs it alike (a
  // free post's for everyone): its signature is computed once and kept rather than an HMAC per
  // picture per answer (about 10 µs of a feed page's CPU under bench:api:scale). Only URLs
  // handed out are kept, never checks of one; the store starts over when full.
  const signatures = new Map<string, string>();
  function signatureOf(scope: string, rest: string, exp: number, viewerKey: string): string {
    const key = `${scope}${rest}\n${exp}\n${viewerKey}`;
    let sig = signatures.get(key);
    if (sig === undefined) {
      sig = signature(secret, `${scope}${rest}`, exp, viewerKey);
      if (signatures.size >= SIGNATURES_KEPT) signatures.clear();
      signatures.set(key, sig);
    }
    return sig;
  }
  function signedOriginal(route: string, scope: string, key: string, viewerKey: string, nowSeconds: number) {
    if (!key.startsWith(PRIVATE_PREFIX)) throw new Error(`Not a private media key: ${key}`);
    const rest = key.slice(PRIVATE_PREFIX.length);
    const exp = expiryOf(nowSeconds);
    const sig = signatureOf(scope, rest, exp, viewerKey);
    return `${route}${rest}?exp=${exp}&v=${encodeURIComponent(viewerKey)}&sig=${sig}`;
  }
  function verifyOriginal(scope: string, rest: string, query: SignedQuery, nowSeconds: number) {
    const { exp, v, sig } = query;
    if (typeof exp !== 'string' || typeof v !== 'string' || typeof sig !== 'string') return false;
    if (!/^\d{1,12}$/.test(exp) || Number(exp) < nowSeconds) return false;
    return sameSignature(secret, `${scope}${rest}`, exp, v, sig);
  }
  return {
    imageKey,
    publicUrl(key) {
      if (!key) return '';
      if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`Not a public media key: ${key}`);
      return `/media/p/${key.slice(PUBLIC_PREFIX.length)}`;
    },
    signedUrl(key, viewerKey, nowSeconds = Math.floor(Date.now() / 1000)) {
      return signedOriginal('/media/o/', '', key, viewerKey, nowSeconds);
    },
    verify(rest, query, nowSeconds = Math.floor(Date.now() / 1000)) {
      return verifyOriginal('', rest, query, nowSeconds);
    },
    encryptedUrl(key, viewerKey, nowSeconds = Math.floor(Date.now() / 1000)) {
      return signedOriginal(ENCRYPTED_MEDIA_PREFIX, ENCRYPTED_SCOPE, key, viewerKey, nowSeconds);
    },
    verifyEncrypted(rest, query, nowSeconds = Math.floor(Date.now() / 1000)) {
      return verifyOriginal(ENCRYPTED_SCOPE, rest, query, nowSeconds);
    },
    exportUrl(key, viewerKey, nowSeconds = Math.floor(Date.now() / 1000)) {
      return signedOriginal(EXPORT_DOWNLOAD_PREFIX, EXPORT_SCOPE, key, viewerKey, nowSeconds);
    },
    verifyExport(rest, query, nowSeconds = Math.floor(Date.now() / 1000)) {
      return verifyOriginal(EXPORT_SCOPE, rest, query, nowSeconds);
    },
    hlsUrl(masterKey, viewerKey, nowSeconds = Math.floor(Date.now() / 1000)) {
      if (!masterKey.startsWith(PRIVATE_PREFIX)) throw new Error(`Not a private media key: ${masterKey}`);
      const rest = masterKey.slice(PRIVATE_PREFIX.length);
      const folder = hlsFolderOf(rest);
      if (!folder) throw new Error(`Not inside an HLS folder: ${masterKey}`);
      const exp = expiryOf(nowSeconds);
      const sig = signature(secret, `hls:${folder}`, exp, viewerKey);
      return `/media/h/${exp}/${encodeURIComponent(viewerKey)}/${sig}/${rest}`;
    },
    verifyHls(rest, { exp, v, sig }, nowSeconds = Math.floor(Date.now() / 1000)) {
      const folder = hlsFolderOf(rest);
      if (!folder || !/^\d{1,12}$/.test(exp) || Number(exp) < nowSeconds) return false;
      // `hls:` keeps an original's signature from passing for a folder of the same name.
      return sameSignature(secret, `hls:${folder}`, exp, v, sig);
    },
  };
}
