/**
 * Posts with real stored files for the media tests: image originals, video posters and HLS
 * folders laid out as CONVENTIONS.md says the media jobs write them, plus the media pass cookie
 * as a browser would keep it.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { planPosts, postMedia, posts, subscriptionPlans, users } from '../../../server/db/schema.ts';
import { MEDIA_PASS_COOKIE } from '../../../server/media/media-pass.ts';
import { createLocalDiskStorage } from '../../../server/media/storage.ts';
import { REVIEW_STATUS } from '../../../src/contract/enums.ts';
import type { CallResult, TestServer } from './test-server.ts';

export async function userIdOf(server: TestServer, uuid: string): Promise<number> {
  const db = server.database.handle.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid));
  if (!row) throw new Error(`no user ${uuid}`);
  return row.id;
}

/**
 * The media pass cookie an answer set, as a Cookie header value (`fv_media=...`); '' when the
 * answer removed it; undefined when it left it alone.
 */
export function passFrom(result: CallResult): string | undefined {
  const header = result.setCookies.find((cookie) => cookie.startsWith(`${MEDIA_PASS_COOKIE}=`));
  if (header === undefined) return undefined;
  const pair = header.split(';')[0]!;
  return pair === `${MEDIA_PASS_COOKIE}=` ? '' : pair;
}

/** GET of a media URL as a browser holding `cookie` (or none) would send it. */
export function fetchMedia(server: TestServer, url: string, cookie?: string): Promise<Response> {
  return fetch(server.baseUrl + url, cookie ? { headers: { cookie } } : {});
}

export interface StoredVideo {
  masterKey: string;
  posterKey: string;
  blurKey: string;
  /** Keys of the files the master playlist leads to, relative to its folder. */
  files: string[];
}

const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720',
  '720p/index.m3u8',
  '',
].join('\n');

const RENDITION = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:6',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:6.000,',
  'seg_00000.ts',
  '#EXTINF:2.000,',
  'seg_00001.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/** Writes a processed video's files (playlists with relative URIs, segments, posters). */
export async function storeVideo(server: TestServer): Promise<StoredVideo> {
  const storage = createLocalDiskStorage(server.config.mediaDir);
  const id = `vid${randomBytes(6).toString('hex')}`;
  const folder = `private/videos/${id}/hls`;
  const files = ['master.m3u8'];
  await storage.put(`${folder}/master.m3u8`, Buffer.from(MASTER));
  for (const rendition of ['360p', '720p']) {
    await storage.put(`${folder}/${rendition}/index.m3u8`, Buffer.from(RENDITION));
    files.push(`${rendition}/index.m3u8`);
    for (const segment of ['seg_00000.ts', 'seg_00001.ts']) {
      // 0x47 is the MPEG-TS sync byte; the content is not decoded by the server.
      await storage.put(`${folder}/${rendition}/${segment}`, Buffer.alloc(188 * 4, 0x47));
      files.push(`${rendition}/${segment}`);
    }
  }
  const posterKey = `private/videos/${id}/poster.jpg`;
  const blurKey = `public/videos/${id}/poster-blur.webp`;
  await storage.put(posterKey, randomBytes(256));
  await storage.put(blurKey, randomBytes(64));
  return { masterKey: `${folder}/master.m3u8`, posterKey, blurKey, files };
}

/** Writes an image post's original and blurred preview. */
export async function storeImage(server: TestServer): Promise<{ originalKey: string; blurKey: string }> {
  const storage = createLocalDiskStorage(server.config.mediaDir);
  const id = `img${randomBytes(6).toString('hex')}`;
  const originalKey = `private/posts/${id}/original.jpg`;
  const blurKey = `public/posts/${id}/blur.webp`;
  await storage.put(originalKey, randomBytes(512));
  await storage.put(blurKey, randomBytes(64));
  return { originalKey, blurKey };
}

export interface NewPost {
  userId: number;
  articleType: number;
  title: string;
  image?: { originalKey: string; blurKey: string };
  video?: StoredVideo;
  planIds?: number[];
  priceCents?: number;
}

/** A published post (an hour old) with its one file. */
export async function insertPost(server: TestServer, post: NewPost): Promise<number> {
  const db = server.database.handle.db;
  const [row] = await db
    .insert(posts)
    .values({
      userId: post.userId,
      title: post.title,
      content: post.title,
      articleType: post.articleType,
      resourceType: post.video ? 2 : 1,
      priceCents: post.priceCents ?? 0,
      status: REVIEW_STATUS.published,
      displayAt: new Date(server.clock.now().getTime() - 3600_000),
    })
    .returning({ id: posts.id });
  const postId = row!.id;
  if (post.video) {
    await db.insert(postMedia).values({
      postId,
      position: 0,
      originalKey: post.video.posterKey,
      blurKey: post.video.blurKey,
      width: 1280,
      height: 720,
      videoTime: 8,
      hlsKey: post.video.masterKey,
    });
  } else if (post.image) {
    await db.insert(postMedia).values({ postId, position: 0, ...post.image, width: 800, height: 600 });
  }
  for (const planId of post.planIds ?? []) await db.insert(planPosts).values({ planId, postId });
  return postId;
}

/** A plan of this creator (a subscription post must name one). */
export async function insertPlan(server: TestServer, userId: number): Promise<number> {
  const db = server.database.handle.db;
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      userId,
      name: 'Fans',
      content: 'All posts',
      priceCents: 500,
      expireDays: 30,
      unlockDays: 1000,
      position: 1,
    })
    .returning({ id: subscriptionPlans.id });
  return row!.id;
}

/** One PNG chunk: its length, type, data and CRC (for test files that craft a PNG's header). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
