/**
 * Delivering a mass message (issue 25; docs/decisions/mass-messages.md): a job, queued with the
 * row (at its time when scheduled). It reads the audience as it starts, then walks it by fan id in
 * batches; each batch is one transaction in which the chat's store (storeToEach) stores one
 * message per fan as a message of the creator's would be (a text, or a paid message with the
 * mass message's pictures or video and price, each fan's copy unlocked by that fan's own
 * payment), and the row counts them; each is signed `mass_{id}_{fan}` so a batch run again after
 * a crash stores nothing twice. Batches are small so the sender's other requests (and, on the
 * embedded database, everyone's) are never kept waiting long; after each, the stored messages are
 * handed to the sockets of the fans online. A video still being encoded is waited for (the job
 * goes again a little later, nothing stored meanwhile), so no copy needs sending again once it
 * plays; a video whose encoding failed cancels the mass message.
 */
import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { massMessageSign } from '../../../src/contract/rules/mass-message-rules.ts';
import type { Database } from '../../db/client.ts';
import { massMessageMedia, massMessages, uploads } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { storeToEach, type ContentToEach, type StoredChatMessage } from '../chat/chat-store.ts';
import { audienceFansSql, type Audience } from './mass-audiences.ts';
import { MASS_MESSAGE_JOB } from './mass-messages.service.ts';

/** Fans per batch: a batch's transaction stays in the tens of milliseconds (docs/benchmarks.md). */
export const MASS_DELIVERY_BATCH = 200;

/** How long a delivery waits before it looks again at a video still being encoded. */
export const MASS_VIDEO_WAIT_MS = 15_000;
/**
 * How long past its send time a mass message waits for its video at most: an encoding that has
 * neither finished nor failed by then (its job lost beyond retries) will not, and the message is
 * cancelled as for a failed video rather than looked at every 15 seconds for ever.
 */
export const MASS_VIDEO_WAIT_LIMIT_MS = 24 * 3600_000;

export interface MassDeliveryDeps {
  db: Database;
  now(): Date;
  /** Hands a stored message to the sockets of its two people (the chat hub, where the process has one). */
  deliverChat?: ((message: StoredChatMessage) => void) | undefined;
}

type MassMessageRow = typeof massMessages.$inferSelect;

const audienceOfRow = (row: MassMessageRow): Audience => ({
  audience: row.audience as Audience['audience'],
  planId: row.planId,
  minSpentCents: row.minSpentCents,
  listId: row.listId,
});

/** The audience's fans now, by account id. */
async function audienceNow(deps: MassDeliveryDeps, row: MassMessageRow): Promise<number[]> {
  const result = (await deps.db.execute(sql`
    select reached.fan_id from (${audienceFansSql(row.creatorId, audienceOfRow(row), deps.now())}) as reached
    order by reached.fan_id`)) as unknown as { rows: { fan_id: number }[] };
  return result.rows.map((found) => Number(found.fan_id));
}

/**
 * The row moved from scheduled to sending, and its audience as the delivery starts (read once:
 * the batches walk this list); undefined when it was cancelled or sent meanwhile.
 */
async function start(deps: MassDeliveryDeps, row: MassMessageRow): Promise<number[] | undefined> {
  const fanIds = await audienceNow(deps, row);
  // A run again after a crash keeps the first count when the audience has shrunk since.
  const [started] = await deps.db
    .update(massMessages)
    .set({ status: 'sending', recipients: sql`greatest(${massMessages.recipients}, ${fanIds.length})` })
    .where(and(eq(massMessages.id, row.id), sql`${massMessages.status} in ('scheduled', 'sending')`))
    .returning({ id: massMessages.id });
  return started ? fanIds : undefined;
}

/**
 * What each fan's copy carries: the text, and a paid mass message's price and pictures in order or
 * its video; `waiting` while its video is being encoded, `failed` when its encoding failed.
 */
async function contentOfRow(
  deps: MassDeliveryDeps,
  row: MassMessageRow,
): Promise<ContentToEach | 'waiting' | 'failed'> {
  if (row.priceCents === null) return { body: row.body };
  const parts = await deps.db
    .select({
      uploadId: uploads.id,
      kind: uploads.kind,
      publicId: uploads.publicId,
      status: uploads.status,
      originalKey: uploads.originalKey,
      blurKey: uploads.blurKey,
      width: uploads.width,
      height: uploads.height,
      videoTime: uploads.videoTime,
    })
    .from(massMessageMedia)
    .innerJoin(uploads, eq(uploads.id, massMessageMedia.uploadId))
    .where(eq(massMessageMedia.massMessageId, row.id))
    .orderBy(asc(massMessageMedia.position));
  const video = parts.find((part) => part.kind === 'video');
  if (!video) {
    const media = parts.map(({ uploadId, originalKey, blurKey, width, height }) => ({
      uploadId,
      originalKey,
      blurKey,
      width,
      height,
    }));
    return { body: row.body, paid: { priceCents: row.priceCents, media } };
  }
  if (video.status === 'failed') return 'failed';
  if (video.status !== 'ready') return 'waiting';
  const { uploadId, publicId, status, blurKey, width, height, videoTime } = video;
  return {
    body: row.body,
    paid: {
      priceCents: row.priceCents,
      media: [],
      video: { uploadId, uploadPublicId: publicId, status, blurKey, width, height, videoTime },
    },
  };
}

/**
 * Its video still being encoded: the delivery goes again in MASS_VIDEO_WAIT_MS (a job of its own,
 * keyed by the round, as the job running now holds the mass message's key), so no fan's copy is
 * stored before the video plays.
 */
async function waitForVideo(deps: MassDeliveryDeps, row: MassMessageRow, round: number): Promise<void> {
  await enqueueJob(deps.db, {
    name: MASS_MESSAGE_JOB,
    payload: { massMessageId: row.id, round: round + 1 },
    singletonKey: `mass:${row.id}:wait:${round + 1}`,
    maxAttempts: 5,
    runAt: new Date(deps.now().getTime() + MASS_VIDEO_WAIT_MS),
  });
}

/**
 * Its video's encoding failed, or never ended within MASS_VIDEO_WAIT_LIMIT_MS: it does not go
 * (cancelled; the list shows the video as its upload stands).
 */
async function cancelForFailedVideo(deps: MassDeliveryDeps, row: MassMessageRow): Promise<void> {
  await deps.db
    .update(massMessages)
    .set({ status: 'cancelled', finishedAt: deps.now() })
    .where(and(eq(massMessages.id, row.id), sql`${massMessages.status} in ('scheduled', 'sending')`));
}

/** Stores the batch's messages (those not stored by an earlier run) and counts them on the row, in one transaction. */
async function storeBatch(
  deps: MassDeliveryDeps,
  row: MassMessageRow,
  content: ContentToEach,
  fanIds: readonly number[],
): Promise<StoredChatMessage[]> {
  const receivers = fanIds.map((id) => ({ id, sign: massMessageSign(row.id, id) }));
  return deps.db.transaction(async (tx) => {
    const stored = await storeToEach(tx, row.creatorId, receivers, content, deps.now());
    await tx
      .update(massMessages)
      .set({ delivered: sql`${massMessages.delivered} + ${stored.length}` })
      .where(eq(massMessages.id, row.id));
    return stored;
  });
}

/**
 * Delivers mass message `id` to its whole audience, batch by batch, and marks it sent; one whose
 * video is still being encoded waits for it (`round`: how many times it has waited so far), one
 * whose video failed is cancelled.
 */
export async function deliverMassMessage(deps: MassDeliveryDeps, id: number, round = 0): Promise<void> {
  const [row] = await deps.db.select().from(massMessages).where(eq(massMessages.id, id));
  if (!row || row.status === 'cancelled' || row.status === 'sent') return;
  const content = await contentOfRow(deps, row);
  if (content === 'waiting') {
    const waited = deps.now().getTime() - row.sendAt.getTime();
    if (waited > MASS_VIDEO_WAIT_LIMIT_MS) return cancelForFailedVideo(deps, row);
    return waitForVideo(deps, row, round);
  }
  if (content === 'failed') return cancelForFailedVideo(deps, row);
  const fanIds = await start(deps, row);
  if (!fanIds) return;
  for (let at = 0; at < fanIds.length; at += MASS_DELIVERY_BATCH) {
    const stored = await storeBatch(deps, row, content, fanIds.slice(at, at + MASS_DELIVERY_BATCH));
    for (const message of stored) deps.deliverChat?.(message);
    // The embedded database answers in microtasks: without a turn of the event loop here, the
    // process's requests would wait for the whole delivery rather than one batch.
    await setImmediate();
  }
  await deps.db
    .update(massMessages)
    .set({ status: 'sent', finishedAt: deps.now() })
    .where(and(eq(massMessages.id, id), eq(massMessages.status, 'sending')));
}

export function massDeliveryHandler(deps: MassDeliveryDeps): JobHandler {
  return {
    run: (payload) => deliverMassMessage(deps, Number(payload.massMessageId), Number(payload.round ?? 0)),
  };
}
