/** How the chat tests time the closing of sockets when a session ends (docs/api.md, "Close codes"). */
import type { ChatSocket } from './chat.ts';

/** The spec's bound: every socket of a revoked session closes within 1 s, on every process. */
export const SESSION_END_CLOSE_MS = 1000;

/** Past this a socket that has not closed is reported as still open rather than left to hang the test. */
const GIVE_UP_MS = 5000;

export interface SocketClose {
  /** The close code, or 'open' when the socket had not closed after GIVE_UP_MS. */
  code: number | 'open';
  /** Milliseconds from the moment `action` started (before its request left) to the close. */
  afterMs: number;
}

/**
 * Runs `action` (the call that ends a session) and answers, for each socket, its close code and
 * how long after the call was made it closed: an upper bound on the time since the revocation.
 */
export async function closesOf(
  sockets: ChatSocket[],
  action: () => Promise<unknown>,
): Promise<SocketClose[]> {
  const started = performance.now();
  const closes = sockets.map((socket) =>
    Promise.race([
      socket.closed.then(({ code }): SocketClose => ({ code, afterMs: performance.now() - started })),
      new Promise<SocketClose>((resolve) =>
        setTimeout(() => resolve({ code: 'open', afterMs: performance.now() - started }), GIVE_UP_MS).unref(),
      ),
    ]),
  );
  await action();
  return Promise.all(closes);
}
