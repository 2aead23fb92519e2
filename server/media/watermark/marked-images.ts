/**
 * Unlocked images as each viewer receives them: the stored original with the creator's visible
 * mark if they turned it on (visible.ts) and the invisible mark of (viewer, post) (watermark.ts), except for the post's own author; made on the first request and kept on disk per viewer and image,
 * so the next request costs a file read. The cache is bounded: past its size, the files used
 * longest ago are removed (a hit refreshes a file's time). Several processes may share the
 * folder: files are written whole under a temporary name and renamed into place.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { contentTypeOf, type MediaStorage } from '../storage.ts';
import type { VisibleMarkDrawing } from './visible.ts';
import { MARKABLE_TYPES, type Watermarker } from './watermark.ts';

/** Files are trimmed to this share of the limit, so a full cache is not trimmed on every write. */
const TRIM_TO = 0.8;
/** Stored files whose post this process remembers (emptied when full, as the entitlements' memory). */
const POSTS_REMEMBERED = 10_000;

export interface MarkedImages {
  /**
   * The image at `key` marked for this viewer, or null when it is not marked (not an image of a
   * post, a type the mark does not apply to, nothing stored): then the original is served.
   */
  open(key: string, viewerId: number): Promise<Buffer | null>;
}

export interface MarkedImagesDeps {
  storage: MediaStorage;
  watermarker: Watermarker;
  /** The post a stored original belongs to and its author (access/media-entitlement.ts), or null. */
  postOf: (key: string) => Promise<{ postId: number; authorId: number } | null>;
  /**
   * The visible mark the author chose for this viewer's copies, or null when it is off
   * (modules/creators/visible-mark.service.ts). Asked on every serve: what it answers is part of
   * the cached copy's name, so a changed setting or username never gets an older copy.
   */
  visibleMarkOf?: (authorId: number, viewerId: number) => Promise<VisibleMarkDrawing | null>;
  /** Where marked copies are kept, and how many bytes at most. */
  cacheDir: string;
  cacheBytes: number;
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The folder's files with size and time, oldest first (for trimming). */
async function cachedFiles(dir: string) {
  const files: { file: string; size: number; time: number }[] = [];
  for (const shard of await readdir(dir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(dir, shard)).catch(() => [] as string[])) {
      const file = path.join(dir, shard, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) files.push({ file, size: info.size, time: info.mtimeMs });
    }
  }
  return files.sort((a, b) => a.time - b.time);
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
/** The first part of a copy's name: its image, so every copy of an image is found by name. */
const imagePartOf = (key: string) => digest(`mark-image-v2\n${key}`).slice(0, 24);
/** The second part: its viewer, so every copy a member received is found by name. */
const viewerPartOf = (viewerId: number) => digest(`mark-viewer-v2\n${viewerId}`).slice(0, 24);

/**
 * A marked copy's file name, 64 hex characters: its image's part (24), its viewer's (24), then the
 * visible mark as drawn (16); its folder is the first two characters.
 */
function markedFileName(key: string, viewerId: number, drawn: string): string {
  return `${imagePartOf(key)}${viewerPartOf(viewerId)}${digest(`mark-drawn-v2\n${drawn}`).slice(0, 16)}`;
}

/**
 * Removes the cached marked copies of these images (for every viewer) and every copy made for
 * `viewerId` (a deleted account's): nothing of a member may outlive their account. Reads the
 * folder's names only; a cache of 2 GiB holds a few tens of thousands of files.
 */
export async function removeMarkedCopies(cacheDir: string, keys: readonly string[], viewerId: number) {
  const images = new Set(keys.map(imagePartOf));
  const viewer = viewerPartOf(viewerId);
  for (const shard of await readdir(cacheDir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(cacheDir, shard)).catch(() => [] as string[])) {
      if (images.has(name.slice(0, 24)) || name.slice(24, 48) === viewer)
        await rm(path.join(cacheDir, shard, name), { force: true });
    }
  }
}

export function createMarkedImages(deps: MarkedImagesDeps): MarkedImages {
  // What this process believes the folder holds; counted from the disk on the first write.
  let cachedBytes: number | null = null;
  let trimming: Promise<void> | null = null;
  const making = new Map<string, Promise<Buffer | null>>();
  // A stored original stays with the post it was published in: its post is looked up once, not
  // on every request (an author's own pictures are never kept as files, so they asked each time). A file of no post yet (an
  // upload before its post is published) is asked again next time.
  const posts = new Map<string, { postId: number; authorId: number }>();
  const postOf = async (key: string) => {
    const remembered = posts.get(key);
    if (remembered) return remembered;
    const post = await deps.postOf(key);
    if (post) {
      if (posts.size >= POSTS_REMEMBERED) posts.clear();
      posts.set(key, post);
    }
    return post;
  };

  const trim = async () => {
    const files = await cachedFiles(deps.cacheDir);
    let total = files.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of files) {
      if (total <= deps.cacheBytes * TRIM_TO) break;
      await rm(entry.file, { force: true });
      total -= entry.size;
    }
    cachedBytes = total;
  };

  const keep = async (file: string, body: Buffer) => {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    if (cachedBytes === null)
      cachedBytes = (await cachedFiles(deps.cacheDir)).reduce((s, e) => s + e.size, 0);
    else cachedBytes += body.length;
    if (cachedBytes > deps.cacheBytes && !trimming) trimming = trim().finally(() => (trimming = null));
  };

  const make = async (
    key: string,
    viewerId: number,
    post: { postId: number },
    visible: VisibleMarkDrawing | null,
    file: string,
  ) => {
    const object = await deps.storage.open(key);
    if (!object) return null;
    const original = await buffer(object.stream);
    // Uploads store decodable images only; a file sharp cannot read goes out as stored, as before.
    const marked = await deps.watermarker
      .mark(original, contentTypeOf(key), { viewerId, postId: post.postId }, visible)
      .catch(() => null);
    if (marked) await keep(file, marked);
    return marked;
  };

  return {
    async open(key, viewerId) {
      if (!MARKABLE_TYPES.has(contentTypeOf(key))) return null;
      const post = await postOf(key);
      // An author's own pictures are theirs to copy: no mark, nothing kept.
      if (!post || post.authorId === viewerId) return null;
      const visible = (await deps.visibleMarkOf?.(post.authorId, viewerId)) ?? null;
      // The visible mark as drawn (text, placement, opacity) names the copy: a new setting or a
      // renamed viewer makes a new copy; the old one is never served again and ages out.
      const drawn = visible ? `${visible.placement}\n${visible.opacity}\n${visible.text}` : 'none';
      const name = markedFileName(key, viewerId, drawn);
      const file = path.join(deps.cacheDir, name.slice(0, 2), name);
      const cached = await readIfThere(file);
      if (cached) {
        const now = new Date();
        await utimes(file, now, now).catch(() => undefined);
        return cached;
      }
      // Two requests for the same copy at once make it once.
      let pending = making.get(name);
      if (!pending) {
        pending = make(key, viewerId, post, visible, file).finally(() => making.delete(name));
        making.set(name, pending);
      }
      return pending;
    },
  };
}
