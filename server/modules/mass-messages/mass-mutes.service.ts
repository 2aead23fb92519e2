/**
 * A fan's mute of a creator's mass messages (issue 25; docs/decisions/mass-messages.md): while it
 * holds, no mass message of that creator reaches them (mass-audiences.ts); the creator's own
 * messages to them still do. Any member may mute any creator they can find; nobody mutes themselves.
 */
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../src/contract/uuid.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database } from '../../db/client.ts';
import { massMessageMutes, users } from '../../db/schema.ts';

/** The creator `uuid` (another member), else server.massMessage.creatorNotFound. */
async function creatorIdOf(db: Database, fanId: number, uuid: string): Promise<number> {
  const [creator] = isUuid(uuid)
    ? await db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid))
    : [];
  if (!creator || creator.id === fanId) throw new ServiceError('server.massMessage.creatorNotFound');
  return creator.id;
}

export async function isMassMessageMuted(db: Database, fanId: number, uuid: string): Promise<0 | 1> {
  const creatorId = await creatorIdOf(db, fanId, uuid);
  const [mute] = await db
    .select({ fanId: massMessageMutes.fanId })
    .from(massMessageMutes)
    .where(and(eq(massMessageMutes.fanId, fanId), eq(massMessageMutes.creatorId, creatorId)));
  return mute ? 1 : 0;
}

export async function setMassMessageMute(
  db: Database,
  fanId: number,
  uuid: string,
  muted: 0 | 1,
): Promise<0 | 1> {
  const creatorId = await creatorIdOf(db, fanId, uuid);
  if (muted) await db.insert(massMessageMutes).values({ fanId, creatorId }).onConflictDoNothing();
  else
    await db
      .delete(massMessageMutes)
      .where(and(eq(massMessageMutes.fanId, fanId), eq(massMessageMutes.creatorId, creatorId)));
  return muted;
}
