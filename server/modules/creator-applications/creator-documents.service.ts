/**
 * Creator documents (docs/decisions.md, "Creator documents are private"): an ID photo or a face
 * photo passes the image upload's checks (checkedImage: size, magic number, pixels, a decode),
 * and its re-encoded original, without metadata, is stored under `documents/creator/`, a
 * storage prefix no media route serves. The uploader gets a random reference, nothing else.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { creatorDocuments } from '../../db/schema.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { checkedImage } from '../uploads/uploads.service.ts';

/** Storage folder of a user's documents. */
export const documentFolderOf = (userId: number) => `documents/creator/${userId}`;

/** Checks and stores one document; answers its reference (what applyCreator's `url` names). */
export async function storeCreatorDocument(
  deps: { db: Database; config: ServerConfig; storage: MediaStorage },
  userId: number,
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const image = await checkedImage(deps.config, bytes);
  const ref = randomUUID();
  const key = `${documentFolderOf(userId)}/${ref}-${image.original.name}`;
  await deps.storage.put(key, image.original.body);
  try {
    await deps.db.insert(creatorDocuments).values({
      ref,
      userId,
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

/**
 * Removes the user's documents no application uses (photos retaken before submitting), files
 * and rows. Runs once an application has taken the two it names.
 */
export async function removeUnusedDocuments(db: Database, storage: MediaStorage, userId: number) {
  const unused = await db
    .select({ id: creatorDocuments.id, key: creatorDocuments.storageKey })
    .from(creatorDocuments)
    .where(and(eq(creatorDocuments.userId, userId), isNull(creatorDocuments.applicationId)));
  if (unused.length === 0) return;
  await db.delete(creatorDocuments).where(
    inArray(
      creatorDocuments.id,
      unused.map((row) => row.id),
    ),
  );
  await Promise.allSettled(unused.map((row) => storage.remove(row.key)));
}

/** The storage keys of all the user's documents: their files go with the account. */
export async function documentKeysOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: creatorDocuments.storageKey })
    .from(creatorDocuments)
    .where(eq(creatorDocuments.userId, userId));
  return rows.map((row) => row.key);
}
