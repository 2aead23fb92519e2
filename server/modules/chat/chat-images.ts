/**
 * Photos in chat: a message names a picture the sender uploaded through the image upload
 * (uploads.service.ts checks its bytes, re-encodes it and keeps the type its bytes told), never an
 * arbitrary URL; only JPEG, PNG and GIF (spec §5). Its original reaches the two people of the
 * conversation as a signed URL bound to each of them, and the media routes let only them open it.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { isUuid } from '../../../src/contract/uuid.ts';
import type { Database } from '../../db/client.ts';
import { chatMessageMedia, chatMessages, chatMessageUnlocks, uploads } from '../../db/schema.ts';
import type { MediaTarget } from '../../media/media.routes.ts';

/** `{upload_id}`, or the upload's answer `uploads/{upload_id}/blur.webp` with or without a prefix. */
const UPLOAD_PATH = /^(?:.*\/media\/p\/)?uploads\/([0-9a-fA-F-]{36})\/blur\.webp$/;

/**
 * The original's extension, which the upload wrote from the type the bytes told (image-processing.ts
 * ORIGINAL_EXTENSION): jpg for JPEG, png, gif; webp is uploaded for posts but not sent in chat.
 */
const CHAT_ORIGINAL = /\/original\.(jpg|png|gif)$/;

/** The picture a photo message names, or why it cannot be sent. */
export type ChatImage =
  | { ok: true; uploadId: number; originalKey: string; blurKey: string; width: number; height: number }
  | { ok: false; reason: 'badImage' | 'imageType' };

/** The sender's own finished image upload that `content` names, if it is a JPEG, PNG or GIF. */
export async function chatImageOf(db: Database, senderId: number, content: string): Promise<ChatImage> {
  const reference = content.trim();
  const publicId = isUuid(reference) ? reference : UPLOAD_PATH.exec(reference)?.[1];
  if (!publicId || !isUuid(publicId)) return { ok: false, reason: 'badImage' };
  const [upload] = await db
    .select({
      id: uploads.id,
      originalKey: uploads.originalKey,
      blurKey: uploads.blurKey,
      width: uploads.width,
      height: uploads.height,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.publicId, publicId.toLowerCase()),
        eq(uploads.userId, senderId),
        eq(uploads.kind, 'image'),
        eq(uploads.status, 'ready'),
      ),
    )
    .limit(1);
  if (!upload) return { ok: false, reason: 'badImage' };
  if (!CHAT_ORIGINAL.test(upload.originalKey)) return { ok: false, reason: 'imageType' };
  return { ok: true, uploadId: upload.id, ...upload };
}

/** `private/uploads/{user id}/{upload id}/original.{ext}`: the upload a media key belongs to. */
const ORIGINAL_KEY = /^private\/uploads\/\d+\/([0-9a-f-]{36})\/original\.[a-z]+$/;

/**
 * The media routes' question for a chat photo: may this user open this original? Yes when it is
 * the picture of a message they sent or received, or of a paid message they sent or, as its
 * receiver, paid for (a live unlock: a refund closes it again).
 */
export async function chatPhotoAllows(db: Database, userId: number, target: MediaTarget): Promise<boolean> {
  if (!('key' in target)) return false;
  const publicId = ORIGINAL_KEY.exec(target.key)?.[1];
  if (!publicId) return false;
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(uploads, eq(uploads.id, chatMessages.uploadId))
    .where(
      and(
        eq(uploads.publicId, publicId),
        or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)),
      ),
    )
    .limit(1);
  if (rows.length > 0) return true;
  return paidMediaAllows(db, userId, publicId);
}

/**
 * May this user open the upload `publicId` as a paid message's picture or video? Yes for the
 * receiver of a paid message carrying it while their unlock is live, and for its sender. A mass
 * message puts the same upload in thousands of conversations, so neither question walks its
 * copies: the receiver's is asked of their own live unlocks, the sender's only of the upload's
 * owner (a paid message carries its sender's own uploads).
 */
export async function paidMediaAllows(db: Database, userId: number, publicId: string): Promise<boolean> {
  const unlocked = await db
    .select({ id: chatMessageUnlocks.id })
    .from(chatMessageUnlocks)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageUnlocks.messageId))
    .innerJoin(chatMessageMedia, eq(chatMessageMedia.messageId, chatMessageUnlocks.messageId))
    .innerJoin(uploads, eq(uploads.id, chatMessageMedia.uploadId))
    .where(
      and(
        eq(chatMessageUnlocks.userId, userId),
        isNull(chatMessageUnlocks.revokedAt),
        eq(chatMessages.receiverId, userId),
        eq(uploads.publicId, publicId),
      ),
    )
    .limit(1);
  if (unlocked.length > 0) return true;
  const sent = await db
    .select({ id: chatMessages.id })
    .from(uploads)
    .innerJoin(chatMessageMedia, eq(chatMessageMedia.uploadId, uploads.id))
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageMedia.messageId))
    .where(and(eq(uploads.publicId, publicId), eq(uploads.userId, userId), eq(chatMessages.senderId, userId)))
    .limit(1);
  return sent.length > 0;
}
