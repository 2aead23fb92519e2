/**
 * The media store's part of a backup: every object under the storage's keys (public/, private/,
 * documents/) copied as a file under `media/<key>` of the backup folder, from the local disk or
 * the S3 bucket alike, and written back into whichever storage the restoring server is configured
 * with (a backup of local media restores into a bucket too).
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';
import { createS3Client } from '../media/s3-storage.ts';
import { isValidKey, type MediaStorage } from '../media/storage.ts';
import { hashing, type BackupFile } from './backup-manifest.ts';

type MediaSettings = Pick<ServerConfig, 'storage' | 'mediaDir'>;

/** Objects copied at once: enough to hide a bucket's latency, few enough for a small machine. */
const COPIES_AT_ONCE = 4;
/**
 * Files larger than this go back as a multipart upload of parts this size, so no driver holds a
 * whole video in memory (the S3 driver buffers a part; S3 allows parts of 5 MiB to 5 GiB).
 */
const PART_BYTES = 64 * 1024 * 1024;
/** A file the local driver is still writing (`<key>.<uuid>.tmp`); it is renamed into place when whole. */
const WRITING = /\.[0-9a-f-]{36}\.tmp$/;

/** Every media key in the store, in no particular order. */
export async function* mediaKeys(settings: MediaSettings): AsyncGenerator<string> {
  if (settings.storage.driver === 's3') {
    yield* bucketKeys(settings.storage.s3);
    return;
  }
  const entries = await readdir(settings.mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || WRITING.test(entry.name)) continue;
    const key = path
      .relative(settings.mediaDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    // Outside the key space: the local driver's multipart parts (.multipart/), stray files.
    if (isValidKey(key)) yield key;
  }
}

async function* bucketKeys(
  s3: Extract<MediaSettings['storage'], { driver: 's3' }>['s3'],
): AsyncGenerator<string> {
  const client = createS3Client(s3);
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isValidKey(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
}

/** True when the store holds any media object. */
export async function mediaStoreHasObjects(settings: MediaSettings): Promise<boolean> {
  const keys = mediaKeys(settings);
  const first = await keys.next();
  await keys.return(undefined);
  return !first.done;
}

/** Runs `work` on every item, `limit` at a time; the first failure stops the rest. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Copies the objects into `dir/media/`, hashing each on the way. An object removed after the
 * listing is left out: removals follow the row change that stops naming the file.
 */
export async function copyMediaOut(
  storage: MediaStorage,
  keys: readonly string[],
  dir: string,
): Promise<BackupFile[]> {
  const copied: BackupFile[] = [];
  await eachLimited(keys, COPIES_AT_ONCE, async (key) => {
    const object = await storage.open(key);
    if (!object) return;
    const target = path.join(dir, 'media', ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = hashing();
    await pipeline(object.stream, hash.transform, createWriteStream(target, { mode: 0o600 }));
    copied.push({ path: key, ...hash.result() });
  });
  return copied.sort((a, b) => a.path.localeCompare(b.path));
}

/** Writes the backup's media files into the configured storage under their keys. */
export async function copyMediaIn(
  storage: MediaStorage,
  dir: string,
  files: readonly BackupFile[],
): Promise<void> {
  await eachLimited(files, COPIES_AT_ONCE, async (file) => {
    const source = path.join(dir, 'media', ...file.path.split('/'));
    if (file.bytes <= PART_BYTES) {
      await storage.putStream(file.path, createReadStream(source), Math.max(file.bytes, 1));
      return;
    }
    await putInParts(storage, file, source);
  });
}

async function putInParts(storage: MediaStorage, file: BackupFile, source: string): Promise<void> {
  const uploadId = await storage.createMultipart(file.path);
  try {
    const parts: { number: number; etag: string }[] = [];
    for (let start = 0, number = 1; start < file.bytes; start += PART_BYTES, number += 1) {
      const end = Math.min(start + PART_BYTES, file.bytes) - 1;
      const body = createReadStream(source, { start, end });
      const part = await storage.uploadPart(file.path, uploadId, number, body, PART_BYTES);
      parts.push({ number, etag: part.etag });
    }
    await storage.completeMultipart(file.path, uploadId, parts);
  } catch (error) {
    await storage.abortMultipart(file.path, uploadId).catch(() => undefined);
    throw error;
  }
}
