/**
 * The media storage on the local disk, where a race between two calls used to end the process:
 * a file opened for reading that moves away before it is read (a second complete of one upload
 * moving the assembled file, seen in an end-to-end run) neither fails the reader nor raises an
 * error nobody listens to.
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../server/media/storage.ts';

let root: string;
const unhandled: unknown[] = [];
const record = (error: unknown) => unhandled.push(error);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fanvault-storage-'));
  unhandled.length = 0;
  process.on('uncaughtException', record);
});

afterEach(async () => {
  process.off('uncaughtException', record);
  await rm(root, { recursive: true, force: true });
});

/** A few turns of the event loop, for a stream's own open and close to have happened. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a file opened for reading', () => {
  it('closed unread after it moved away raises nothing', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('private/tmp/videos/a/upload', Buffer.from('0123456789'));
    const opened = await storage.open('private/tmp/videos/a/upload');
    // Gone before anything else runs: what another call's move did between two steps of this one.
    rmSync(path.join(root, 'private/tmp/videos/a/upload'));
    expect(opened?.size).toBe(10);
    opened?.stream.destroy();
    await settled();
    expect(unhandled).toEqual([]);
  });

  it('is still read whole after it moved away', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('private/tmp/videos/b/upload', Buffer.from('0123456789'));
    const opened = await storage.open('private/tmp/videos/b/upload');
    rmSync(path.join(root, 'private/tmp/videos/b/upload'));
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('0123456789');
    expect(await storage.open('private/tmp/videos/b/upload')).toBeNull();
  });
});
