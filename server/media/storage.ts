/** Where media bytes live. Keys start with `public/` (previews, avatars) or `private/` (originals). */
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/** A storage driver; the local disk is the default, an S3-compatible driver can follow. */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** null when the key is invalid or nothing is stored under it. */
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
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

const KEY_PATTERN = /^(public|private)\/[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** True for a well-formed key; rejects `..`, absolute paths and odd characters before any disk access. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** The Content-Type a stored file is served with, from its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Stores media under one directory, one file per key. */
export function createLocalDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
