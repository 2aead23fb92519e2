/**
 * Video uploads as the server's steps leave them, for tests of what carries a video (a paid chat
 * message, a paid mass message): 'uploaded' as the upload endpoints leave one (not encoded yet), and
 * 'ready' as the video job leaves one (its poster, blurred poster and HLS files stored).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uploads } from '../../../server/db/schema.ts';
import { createLocalDiskStorage } from '../../../server/media/storage.ts';
import { videoKeys } from '../../../server/modules/media-processing/video-keys.ts';
import type { Member } from './money.ts';
import type { TestServer } from './test-server.ts';

const storageOf = (server: TestServer) => createLocalDiskStorage(server.config.mediaDir);

/** A video upload of `owner` as the upload endpoints leave it ('uploaded', not encoded yet); its public id. */
export async function uploadedVideo(server: TestServer, owner: Member, bytes: Buffer): Promise<string> {
  const publicId = randomUUID();
  const originalKey = `private/uploads/${owner.userId}/${publicId}/original.mp4`;
  await storageOf(server).put(originalKey, bytes);
  await server.database.handle.db.insert(uploads).values({
    publicId,
    userId: owner.userId,
    kind: 'video',
    status: 'uploaded',
    originalKey,
    width: 0,
    height: 0,
    blurKey: '',
    bytes: bytes.length,
  });
  return publicId;
}

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n';
const RENDITION =
  '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:6.000,\nseg_00000.ts\n#EXT-X-ENDLIST\n';

/**
 * What the video job leaves of the upload `publicId` (of `owner`): its poster, blurred poster and
 * HLS files (one 360p rendition of one segment) stored, its row 'ready', 640x360, 42 s.
 */
export async function encodeVideoAsTheJobWould(server: TestServer, publicId: string): Promise<void> {
  const keys = videoKeys(publicId);
  const files = storageOf(server);
  await files.put(keys.master, Buffer.from(MASTER));
  await files.put(keys.rendition('360p'), Buffer.from(RENDITION));
  await files.put(keys.segment('360p', 'seg_00000.ts'), Buffer.alloc(188 * 4, 0x47));
  await files.put(keys.poster, randomBytes(256));
  await files.put(keys.posterBlur, randomBytes(64));
  await server.database.handle.db
    .update(uploads)
    .set({ status: 'ready', width: 640, height: 360, blurKey: keys.posterBlur, videoTime: 42 })
    .where(eq(uploads.publicId, publicId));
}

/** A video upload of `owner` as the video job leaves it: 'ready', 640x360, 42 s, its files stored. */
export async function encodedVideo(server: TestServer, owner: Member): Promise<string> {
  const publicId = await uploadedVideo(server, owner, randomBytes(1000));
  await encodeVideoAsTheJobWould(server, publicId);
  return publicId;
}

/** Sets the upload's status as the video job does while it works ('processing') or once it gave up ('failed'). */
export async function setVideoStatus(
  server: TestServer,
  publicId: string,
  status: 'processing' | 'failed',
): Promise<void> {
  await server.database.handle.db.update(uploads).set({ status }).where(eq(uploads.publicId, publicId));
}
