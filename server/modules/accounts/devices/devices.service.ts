/**
 * The member's logged-in devices (issue 26): the live sessions with what they are recognised by,
 * and logging them out. Logging out goes through the sessions' one revocation, which every
 * process hears (its chat sockets close) and after which the token answers 422.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LoggedInDevice } from '../../../../src/contract/calls/user-devices.ts';
import { liveSessionWhere, revokeOtherSessions, revokeSession } from '../../../auth/sessions.ts';
import { ServiceError } from '../../../core/service-error.ts';
import { sessions } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';

type DevicesContext = Pick<CallContext, 'db' | 'viewer' | 'now'>;

/** The member's live sessions, the caller's first, then the most recently used. */
export async function listDevices(ctx: DevicesContext, userId: number): Promise<{ list: LoggedInDevice[] }> {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      browser: sessions.browser,
      os: sessions.os,
      network: sessions.network,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSessionWhere(ctx.now())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  const list = rows.map((row) => ({
    id: row.id,
    browser: row.browser,
    os: row.os,
    network: row.network,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === ctx.viewer.sessionId,
  }));
  return { list: [...list.filter((device) => device.current), ...list.filter((device) => !device.current)] };
}

/**
 * Logs out the member's session `id`; one that is not theirs or has already ended is refused
 * alike, so nobody learns of another member's sessions. Answers whether it was the caller's own.
 */
export async function logOutDevice(ctx: DevicesContext, userId: number, id: number): Promise<boolean> {
  const now = ctx.now();
  const [session] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveSessionWhere(now)));
  if (!session) throw new ServiceError('server.device.notFound');
  await revokeSession(ctx.db, id, now);
  return id === ctx.viewer.sessionId;
}

/** Logs out every device of the member's but the caller's; answers how many. */
export async function logOutOtherDevices(ctx: DevicesContext, userId: number): Promise<number> {
  return revokeOtherSessions(ctx.db, userId, ctx.viewer.sessionId, ctx.now());
}
