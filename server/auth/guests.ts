/**
 * Guest ids (`oauth_id`, spec §3 and §7): every request's guest id is recorded in `guests` when
 * first seen, its last_seen_at refreshed at most hourly, and linked to the account it signs in to.
 * Recording must never slow a call or fail it, so it runs after the answer is decided, a cache
 * skips guests seen within the hour, and errors are only logged.
 */
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { guests } from '../db/schema.ts';

/** last_seen_at is refreshed at most this often per guest. */
export const GUEST_TOUCH_INTERVAL_MS = 3600 * 1000;
/** Bound on the seen-recently cache; past it the cache starts over (costing one write per guest). */
const CACHE_LIMIT = 50_000;

export interface GuestRecorder {
  /** Notes that a guest made a request; returns at once. */
  seen(guestId: string, now: Date): void;
  /** Links the guest to the account it signed in to (awaited: part of the sign-in). */
  signedIn(guestId: string, userId: number, now: Date): Promise<void>;
  /** Resolves once every recording started so far has finished (shutdown, tests). */
  settle(): Promise<void>;
}

export function createGuestRecorder(db: Database, log: FastifyBaseLogger): GuestRecorder {
  const lastWritten = new Map<string, number>();
  const pending = new Set<Promise<void>>();

  const upsert = (guestId: string, now: Date, userId?: number) =>
    db
      .insert(guests)
      .values({ guestId, firstSeenAt: now, lastSeenAt: now, userId: userId ?? null })
      .onConflictDoUpdate({
        target: guests.guestId,
        set: userId === undefined ? { lastSeenAt: now } : { lastSeenAt: now, userId },
        // Without a new link, refresh only a stale row: another process may have just written it.
        ...(userId === undefined
          ? { setWhere: lt(guests.lastSeenAt, new Date(now.getTime() - GUEST_TOUCH_INTERVAL_MS)) }
          : {}),
      });

  return {
    seen(guestId, now) {
      const last = lastWritten.get(guestId);
      if (last !== undefined && now.getTime() - last < GUEST_TOUCH_INTERVAL_MS) return;
      if (lastWritten.size >= CACHE_LIMIT) lastWritten.clear();
      lastWritten.set(guestId, now.getTime());
      const write = upsert(guestId, now)
        .then(() => undefined)
        .catch((error: unknown) => {
          lastWritten.delete(guestId);
          log.error({ err: error }, 'recording a guest id failed');
        })
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async signedIn(guestId, userId, now) {
      try {
        await upsert(guestId, now, userId);
        lastWritten.set(guestId, now.getTime());
      } catch (error) {
        log.error({ err: error }, 'linking a guest id failed');
      }
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}
