/**
 * The media pass: an HttpOnly cookie that ties a browser to the session it signed in with, so a
 * signed original or HLS URL (bound to a viewer by its `v`) works only in a browser whose pass
 * names that viewer (docs/decisions.md, "Locked media: the viewer binding").
 *
 * Value: `1.<userId>.<sessionId>.<exp>.<HMAC>`, signed with MEDIA_SIGNING_KEY under its own label
 * so no URL signature can pass for a cookie. The media routes check it without the database
 * (HMAC, expiry, viewer), then ask whether the session is still live (logout, password change,
 * deletion end it), with a short per-process memory of the answer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { liveSessionWhere, SESSION_TTL_MS } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { viewerKeyOf } from './signing.ts';

export const MEDIA_PASS_COOKIE = 'fv_media';
/** How long a "session is live" answer is reused before the database is asked again. */
export const SESSION_CHECK_MEMORY_MS = 10_000;
/** Entries the memory keeps at most; past it, it starts over (a bound, not an eviction policy). */
const MEMORY_LIMIT = 10_000;

export interface PassHolder {
  userId: number;
  sessionId: number;
}

export interface MediaPass {
  /** The cookie value for this session, valid until `nowMs + SESSION_TTL_MS`. */
  issue(holder: PassHolder, nowMs: number): string;
  /** The holder named by a cookie value, or null when forged, malformed or expired. */
  read(value: string | undefined, nowMs: number): PassHolder | null;
  /** True while the holder's session is live (not revoked, expired or idle). */
  isLive(holder: PassHolder, now: Date): Promise<boolean>;
  /** Forgets what was remembered about a session this process just ended. */
  forget(sessionId: number): void;
  /** Forgets every session of a user some of whose sessions a process ended (sessions.ts's announcement). */
  forgetUser(userId: number): void;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`media-pass\n${body}`).digest('base64url');
}

export function createMediaPass(secret: string, db: Database): MediaPass {
  const memory = new Map<number, { live: boolean; userId: number; until: number }>();
  return {
    issue({ userId, sessionId }, nowMs) {
      const exp = Math.floor((nowMs + SESSION_TTL_MS) / 1000);
      const body = `1.${userId}.${sessionId}.${exp}`;
      return `${body}.${mac(secret, body)}`;
    },
    read(value, nowMs) {
      const match = value ? /^1\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, userId, sessionId, exp, sig] = match;
      const expected = Buffer.from(mac(secret, `1.${userId}.${sessionId}.${exp}`));
      if (!timingSafeEqual(expected, Buffer.from(sig!))) return null;
      if (Number(exp) * 1000 <= nowMs) return null;
      return { userId: Number(userId), sessionId: Number(sessionId) };
    },
    async isLive(holder, now) {
      const remembered = memory.get(holder.sessionId);
      if (remembered && remembered.until > now.getTime()) {
        return remembered.live && remembered.userId === holder.userId;
      }
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, holder.sessionId), liveSessionWhere(now)))
        .limit(1);
      const live = row !== undefined && row.userId === holder.userId;
      if (memory.size >= MEMORY_LIMIT) memory.clear();
      memory.set(holder.sessionId, {
        live,
        userId: holder.userId,
        until: now.getTime() + SESSION_CHECK_MEMORY_MS,
      });
      return live;
    },
    forget(sessionId) {
      memory.delete(sessionId);
    },
    forgetUser(userId) {
      for (const [sessionId, remembered] of memory)
        if (remembered.userId === userId) memory.delete(sessionId);
    },
  };
}

/** The viewer key (`u<id>`) signed URLs of this pass holder are bound to. */
export function viewerKeyOfPass(holder: PassHolder): string {
  return viewerKeyOf({ userId: holder.userId });
}

/**
 * The pass a request's cookie holds when it names `viewer` (the key a URL was signed for) and
 * belongs to a live session; else null. The one check of every viewer-bound URL (media routes,
 * data exports).
 */
export async function livePassFor(
  pass: MediaPass,
  cookieHeader: string | undefined,
  viewer: string,
  now: Date,
): Promise<PassHolder | null> {
  const holder = pass.read(cookieValue(cookieHeader, MEDIA_PASS_COOKIE), now.getTime());
  if (!holder || viewerKeyOfPass(holder) !== viewer) return null;
  return (await pass.isLive(holder, now)) ? holder : null;
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The Set-Cookie header of a pass (or of its removal, for `value` null). HttpOnly: no script,
 * injected or not, can read it; SameSite=Lax: other sites' pages cannot make a browser send it
 * with their subresource requests; Secure when the site is on https.
 */
export function passCookieHeader(value: string | null, secure: boolean): string {
  const parts = [
    `${MEDIA_PASS_COOKIE}=${value ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    value === null ? 'Max-Age=0' : `Max-Age=${Math.floor(SESSION_TTL_MS / 1000)}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
