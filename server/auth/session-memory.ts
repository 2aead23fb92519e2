/**
 * What a process remembers of the sessions it looked up, so a client's burst of calls (a page asks
 * five or six at once) costs one lookup, not one round trip to the database each. An entry is
 * held for at most SESSION_MEMORY_MS of real time: a revocation on this process forgets it at once
 * (sessions.ts), one on another process when its announcement arrives, and one whose announcement
 * is lost (the listening connection dropped) within that second anyway. Expiry and idleness are
 * still judged on every call against the caller's clock, from the times the entry keeps.
 */
import { performance } from 'node:perf_hooks';

/** How long a looked-up session is believed without asking the database again (real time). */
export const SESSION_MEMORY_MS = 1_000;
/** Entries kept at most; past it, the memory starts over (a bound, not an eviction policy). */
const MEMORY_LIMIT = 10_000;

export interface RememberedSession {
  sessionId: number;
  userId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

export class SessionMemory {
  private readonly byTokenHash = new Map<string, RememberedSession & { heldUntil: number }>();

  /** The session remembered for a token's hash, while its second lasts. */
  recall(tokenHash: string): RememberedSession | undefined {
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (entry.heldUntil > performance.now()) return entry;
    this.byTokenHash.delete(tokenHash);
    return undefined;
  }

  /** Holds a session just read from the database for a second; answers the entry held. */
  remember(tokenHash: string, session: RememberedSession): RememberedSession {
    if (this.byTokenHash.size >= MEMORY_LIMIT) this.byTokenHash.clear();
    const entry = { ...session, heldUntil: performance.now() + SESSION_MEMORY_MS };
    this.byTokenHash.set(tokenHash, entry);
    return entry;
  }

  /** Forgets every session of a user some of whose sessions ended (on any process). */
  forgetUser(userId: number): void {
    for (const [tokenHash, entry] of this.byTokenHash)
      if (entry.userId === userId) this.byTokenHash.delete(tokenHash);
  }
}
