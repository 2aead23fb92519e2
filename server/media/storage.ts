/**
 * Where media bytes live. Keys start with `public/` (previews, avatars), `private/` (originals, served
 * signed) or `documents/` (creator identity documents, which no media route serves).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/** A part of a multipart upload the storage holds. */
export interface StoredPart {
  number: number;
  /** The part's ETag as the driver reports it, without quotes. */
  etag: string;
  size: number;
}

/** A part of a body larger than allowed: the write stopped and nothing of it was kept. */
export class PartTooLarge extends Error {
  constructor() {
    super('part too large');
    this.name = 'PartTooLarge';
  }
}

/**
 * A storage driver: the local disk is the default, an S3-compatible service (s3-storage.ts) is
 * chosen by STORAGE_DRIVER=s3. Multipart uploads (videos) are S3's model: create, parts by number
 * with an ETag each, complete (or abort) into one object at the key.
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** null when the key is invalid or nothing is stored under it. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `prefix/` (a folder: an upload's files, a video's
   * HLS renditions, a member's exports); nothing there is not an error.
   */
  removeFolder(prefix: string): Promise<void>;
  /**
   * Stores a whole object of any size from a stream, holding a bounded part of it in memory at a
   * time (a data export of many gigabytes); answers its size. A failed write leaves nothing.
   */
  putLarge(key: string, body: Readable): Promise<{ size: number }>;
  /**
   * Moves a stored object to another key, replacing what is there. Uploads write under a temporary
   * key and move into place once everything is written, so a failed upload leaves no half file.
   */
  move(fromKey: string, toKey: string): Promise<void>;
  /** The first `length` bytes of an object (fewer if it is shorter), or null when absent. */
  readStart(key: string, length: number): Promise<Buffer | null>;

  /** Starts a multipart upload whose object will be `key`; answers the driver's upload id. */
  createMultipart(key: string): Promise<string>;
  /**
   * A URL the browser PUTs part `number` to, valid until `expiresAt` (S3: a presigned UploadPart),
   * or null when the driver has none: the server's own part route receives the part.
   */
  presignPart(key: string, uploadId: string, number: number, expiresAt: Date): Promise<string | null>;
  /** A URL the browser PUTs the whole object to, or null (the server's own route receives it). */
  presignPut(key: string, expiresAt: Date): Promise<string | null>;
  /**
   * Stores a part from a stream of at most `maxBytes` (PartTooLarge past it, nothing kept);
   * answers its ETag (hex MD5 of the bytes, as S3's). Replaces a part of the same number.
   */
  uploadPart(
    key: string,
    uploadId: string,
    number: number,
    body: Readable,
    maxBytes: number,
  ): Promise<StoredPart>;
  /** Stores a whole object from a stream of at most `maxBytes` (PartTooLarge past it, nothing kept). */
  putStream(key: string, body: Readable, maxBytes: number): Promise<{ etag: string; size: number }>;
  /**
   * The parts stored so far, by number; [] when the upload is unknown (expired, aborted); null
   * when the storage cannot list them (some S3-compatible servers lack ListParts): then the
   * client's own record of its parts carries a resume, and complete relies on the storage's check.
   */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>;
  /** Joins the parts, in this order, into the object at `key`, and forgets the upload. */
  completeMultipart(key: string, uploadId: string, parts: { number: number; etag: string }[]): Promise<void>;
  /** Drops the upload and every part stored for it; an unknown upload is not an error. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

const KEY_PATTERN =
  /^(public|private|documents)\/[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** True for a well-formed key; rejects `..`, absolute paths and odd characters before any disk access. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/**
 * The content security policy of a stored file sent as it is (media, identity documents, the
 * console's files): it may run nothing, and, like every other answer (server/http/security.ts),
 * no page may frame it.
 */
export const STORED_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Types the media routes serve; anything else (HTML, SVG, scripts) is never served. */
export const SERVABLE_CONTENT_TYPES: ReadonlySet<string> = new Set(Object.values(CONTENT_TYPES));

/** The Content-Type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** An ETag without the quotes S3 puts around it. */
export function bareEtag(etag: string): string {
  return etag.replace(/^W\//, '').replace(/^"|"$/g, '');
}

/** Reads the first bytes of a stream, then lets it go. */
export async function firstBytesOf(stream: Readable, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      size += buffer.length;
      if (size >= length) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size).subarray(0, length);
}

/** Counts and hashes what passes through, failing with PartTooLarge past `maxBytes`. */
export function measuring(maxBytes: number) {
  const hash = createHash('md5');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new PartTooLarge());
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ etag: hash.digest('hex'), size }) };
}

/** Removes a folder left empty (an upload's temporary folder); a folder with files stays. */
async function removeEmptyFolder(folder: string) {
  await rmdir(folder).catch(() => undefined);
}

const UPLOAD_ID_PATTERN = /^[0-9a-f-]{36}$/;
/** A stored part's file name: its number and ETag, so listing the folder lists the parts. */
const PART_FILE_PATTERN = /^(\d{5})-([0-9a-f]{32})\.part$/;

/** Stores media under one directory, one file per key; multipart parts under `.multipart/{uploadId}/`. */
export function createLocalDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  // Outside the key space (keys start with public/ or private/), so no key can reach the parts.
  const partsFolderOf = (uploadId: string) => {
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new Error(`Invalid upload id: ${uploadId}`);
    return path.join(root, '.multipart', uploadId);
  };

  /** Writes a stream to `file` through a temporary name, so a cut or refused body leaves nothing. */
  async function writeStream(file: string, body: Readable, maxBytes: number) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    const measure = measuring(maxBytes);
    try {
      await pipeline(body, measure.transform, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { temporary, ...measure.result() };
  }

  async function listParts(uploadId: string): Promise<(StoredPart & { file: string })[]> {
    const folder = partsFolderOf(uploadId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const parts: (StoredPart & { file: string })[] = [];
    for (const name of names) {
      const match = PART_FILE_PATTERN.exec(name);
      if (!match) continue;
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => null);
      if (info) parts.push({ number: Number(match[1]), etag: match[2]!, size: info.size, file });
    }
    return parts.sort((a, b) => a.number - b.number);
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      // The file is opened here, not by the stream: a stream opening it later fails on its own
      // when the file has moved meanwhile (a second complete of one upload moving it away), and
      // with no reader listening yet that error ended the process.
      const handle = await openFile(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        await handle.close().catch(() => undefined);
        return null;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await removeEmptyFolder(path.dirname(file));
    },
    async removeFolder(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
      await removeEmptyFolder(path.dirname(fileOf(prefix)));
    },
    async putLarge(key, body) {
      const file = fileOf(key);
      const written = await writeStream(file, body, Number.MAX_SAFE_INTEGER);
      await rename(written.temporary, file);
      return { size: written.size };
    },
    async move(fromKey, toKey) {
      const source = fileOf(fromKey);
      const target = fileOf(toKey);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(source, target);
      await removeEmptyFolder(path.dirname(source));
    },
    async readStart(key, length) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      if (info.size === 0) return Buffer.alloc(0);
      return firstBytesOf(createReadStream(file, { start: 0, end: length - 1 }), length);
    },

    async createMultipart(key) {
      fileOf(key);
      const uploadId = randomUUID();
      await mkdir(partsFolderOf(uploadId), { recursive: true });
      return uploadId;
    },
    async presignPart() {
      return null;
    },
    async presignPut() {
      return null;
    },
    async uploadPart(_key, uploadId, number, body, maxBytes) {
      const folder = partsFolderOf(uploadId);
      const info = await stat(folder).catch(() => null);
      if (!info?.isDirectory()) throw new Error('Unknown multipart upload');
      const written = await writeStream(path.join(folder, 'incoming'), body, maxBytes);
      const name = `${String(number).padStart(5, '0')}-${written.etag}.part`;
      // One file per part number: a part sent again replaces the one before.
      for (const old of await listParts(uploadId)) {
        if (old.number === number) await rm(old.file, { force: true });
      }
      await rename(written.temporary, path.join(folder, name));
      return { number, etag: written.etag, size: written.size };
    },
    async putStream(key, body, maxBytes) {
      const file = fileOf(key);
      const written = await writeStream(file, body, maxBytes);
      await rename(written.temporary, file);
      return { etag: written.etag, size: written.size };
    },
    async listParts(_key, uploadId) {
      return (await listParts(uploadId)).map(({ number, etag, size }) => ({ number, etag, size }));
    },
    async completeMultipart(key, uploadId, wanted) {
      const stored = new Map((await listParts(uploadId)).map((part) => [part.number, part]));
      const files = wanted.map((part) => {
        const found = stored.get(part.number);
        if (!found || found.etag !== bareEtag(part.etag)) throw new Error(`Part ${part.number} is missing`);
        return found.file;
      });
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        const out = createWriteStream(temporary);
        await pipeline(async function* () {
          for (const file of files) yield* createReadStream(file);
        }, out);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rm(partsFolderOf(uploadId), { recursive: true, force: true });
    },
    async abortMultipart(_key, uploadId) {
      await rm(partsFolderOf(uploadId), { recursive: true, force: true });
    },
  };
}
