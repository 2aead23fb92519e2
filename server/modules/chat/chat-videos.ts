/**
 * Videos in paid messages (issue 25, docs/decisions/paid-messages.md): a paid message names one of
 * its sender's own video uploads, finished uploading; the video job encodes it as it encodes a
 * post's (queued here when no post asked yet) and fills the upload's row, which is where the message
 * reads its status, poster and length. Its poster and HLS files (media-processing/video-keys.ts)
 * reach only the sender and the receiver with a live unlock, signed and bound to each of them; the
 * media routes ask `chatVideoAllows` on every request, so a refund closes even URLs handed out before.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '../../../src/contract/uuid.ts';
import type { Database } from '../../db/client.ts';
import { chatMessageMedia, chatMessages, uploads, users } from '../../db/schema.ts';
import type { MediaTarget } from '../../media/media.routes.ts';
import { enqueueVideoProcessing } from '../media-processing/video-job.ts';
import { paidMediaAllows } from './chat-images.ts';
import {
  messageColumns,
  photoOfMessage,
  storedOf,
  withPaidParts,
  type PaidVideo,
  type StoredChatMessage,
} from './chat-store.ts';

/** The video a paid message names, ready to store, or null when it is not one the sender may send. */
export async function chatVideoOf(
  db: Database,
  senderId: number,
  reference: string,
): Promise<(PaidVideo & { uploadId: number }) | null> {
  const publicId = reference.trim().toLowerCase();
  if (!isUuid(publicId)) return null;
  const [upload] = await db
    .select({
      id: uploads.id,
      status: uploads.status,
      blurKey: uploads.blurKey,
      width: uploads.width,
      height: uploads.height,
      videoTime: uploads.videoTime,
    })
    .from(uploads)
    .where(and(eq(uploads.publicId, publicId), eq(uploads.userId, senderId), eq(uploads.kind, 'video')))
    .limit(1);
  if (!upload || upload.status === 'failed') return null;
  // Uploaded but asked for by no post yet: encode it now (one job per upload however many ask).
  if (upload.status === 'uploaded') await enqueueVideoProcessing(db, upload.id);
  return {
    uploadId: upload.id,
    uploadPublicId: publicId,
    status: upload.status,
    blurKey: upload.blurKey,
    width: upload.width,
    height: upload.height,
    videoTime: upload.videoTime,
  };
}

/** `videos/{id}/hls` (an HLS folder) or `private/videos/{id}/poster.jpg`: the video's upload id. */
const HLS_FOLDER = /^videos\/([0-9a-f-]{36})\/hls$/;
const POSTER_KEY = /^private\/videos\/([0-9a-f-]{36})\/poster\.jpg$/;

/**
 * The media routes' question for a paid message's video: may this user open its poster or HLS
 * files? As for a paid picture (paidMediaAllows): its sender, and its receiver while their unlock
 * is live.
 */
export async function chatVideoAllows(db: Database, userId: number, target: MediaTarget): Promise<boolean> {
  const publicId =
    'key' in target ? POSTER_KEY.exec(target.key)?.[1] : HLS_FOLDER.exec(target.hlsFolder)?.[1];
  if (!publicId) return false;
  return paidMediaAllows(db, userId, publicId);
}

/**
 * The paid messages that carry the video upload `uploadId`, as stored (with their unlocks): what
 * the composition root hands the sockets again once the video job encoded it or gave up. Read
 * set-based (the messages in one query, their two people in one, their paid parts in two), however
 * many messages carry it.
 */
export async function paidMessagesWithVideo(db: Database, uploadId: number): Promise<StoredChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(
      chatMessageMedia,
      and(eq(chatMessageMedia.messageId, chatMessages.id), eq(chatMessageMedia.uploadId, uploadId)),
    )
    .leftJoin(uploads, photoOfMessage)
    .orderBy(asc(chatMessages.id));
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((row) => [row.senderId, row.receiverId]))];
  const uuids = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, people));
  const uuidOf = new Map(uuids.map((person) => [person.id, person.uuid]));
  return withPaidParts(
    db,
    rows.map((row) => storedOf(row, uuidOf)),
  );
}
