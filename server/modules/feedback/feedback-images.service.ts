/**
 * Feedback images (docs/decisions/feedback.md): an image passes the image upload's checks
 * (checkedImage: size, magic number, pixels, a decode), and its re-encoded original, without
 * metadata, is stored under `documents/feedback/`, a storage prefix no media route serves. The
 * sender gets a random reference that only they may attach to their feedback, once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { feedbackUploads } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { checkedImage, type UploadSender } from '../uploads/uploads.service.ts';

/** Storage folder of feedback images. */
export const FEEDBACK_FOLDER = 'documents/feedback';

/** Checks and stores one image; answers its reference (what user/feedback's `attachment` names). */
export async function storeFeedbackImage(
  deps: { db: Database; config: ServerConfig; storage: MediaStorage },
  sender: UploadSender,
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const image = await checkedImage(deps.config, bytes);
  const ref = randomUUID();
  const key = `${FEEDBACK_FOLDER}/${ref}-${image.original.name}`;
  await deps.storage.put(key, image.original.body);
  try {
    await deps.db.insert(feedbackUploads).values({
      ref,
      userId: sender.userId ?? null,
      guestId: sender.guestId ?? null,
      storageKey: key,
      width: image.width,
      height: image.height,
      bytes: image.original.body.length,
      createdAt: now,
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  return ref;
}

/** Who the rows of a sender are: a member's by account, a visitor's by guest id and no account. */
export const uploadsOfSender = (sender: UploadSender) =>
  sender.userId !== undefined
    ? eq(feedbackUploads.userId, sender.userId)
    : and(isNull(feedbackUploads.userId), eq(feedbackUploads.guestId, sender.guestId));

/**
 * Attaches the sender's unused images `refs` to the feedback, in that order; answers their storage
 * keys, or null when one is not the sender's, already attached, or not there at all.
 */
export async function attachImages(
  tx: Transaction,
  sender: UploadSender,
  refs: readonly string[],
  feedbackId: number,
): Promise<string[] | null> {
  if (refs.length === 0) return [];
  const attached = await tx
    .update(feedbackUploads)
    .set({ feedbackId })
    .where(
      and(
        inArray(feedbackUploads.ref, [...refs]),
        isNull(feedbackUploads.feedbackId),
        uploadsOfSender(sender),
      ),
    )
    .returning({ ref: feedbackUploads.ref, key: feedbackUploads.storageKey });
  if (attached.length !== refs.length) return null;
  const keyOf = new Map(attached.map((row) => [row.ref, row.key]));
  return refs.map((ref) => keyOf.get(ref)!);
}

/**
 * Removes the sender's images no feedback carries (attached, then taken off the dialog), files and
 * rows. Runs once their feedback is sent.
 */
export async function removeUnattachedImages(db: Database, storage: MediaStorage, sender: UploadSender) {
  const removed = await db
    .delete(feedbackUploads)
    .where(and(uploadsOfSender(sender), isNull(feedbackUploads.feedbackId)))
    .returning({ key: feedbackUploads.storageKey });
  await Promise.allSettled(removed.map((row) => storage.remove(row.key)));
}

/** The storage keys of every feedback image of the member: their files go with the account. */
export async function feedbackImageKeysOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: feedbackUploads.storageKey })
    .from(feedbackUploads)
    .where(eq(feedbackUploads.userId, userId));
  return rows.map((row) => row.key);
}
