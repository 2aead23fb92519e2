/**
 * The app's uploadVideo (src/api/upload-video.ts) against the real server: hashing 0..0.2 then
 * parts 0.2..1, the single PUT under 50 MiB, 52428800-byte slices, an upload interrupted at 40%
 * and resumed after a "reload" (a fresh module over the same localStorage) sending only the parts
 * left and storing the same bytes, 3 retries per part then a clear error, and a quiet cancel.
 *
 * Node's fetch takes only absolute URLs: the app's relative ones are resolved against the test
 * server, as a browser resolves them against the page. localStorage is a Map, as in a browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploads } from '../../server/db/schema.ts';
import { signUp } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { SLICE, fakeMp4, sha256 } from './helpers/video-uploads.ts';

type UploadModule = typeof import('../../src/api/upload-video.ts');

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const realFetch = globalThis.fetch;
let server: TestServer;
let token: string;
const storage = new MemoryStorage();
/** Every PUT the app sends, by URL; `failPuts` makes the next n PUTs fail as a dropped connection would. */
let puts: string[] = [];
let failPuts = 0;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  token = (await signUp(server)).login.token;
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? new URL(input, server.baseUrl) : input;
    if (init?.method === 'PUT') {
      puts.push(String(url));
      if (failPuts > 0) {
        failPuts -= 1;
        return Promise.reject(new TypeError('fetch failed'));
      }
    }
    return realFetch(url, init);
  });
}, 60_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});
beforeEach(() => {
  puts = [];
  failPuts = 0;
});

/** Upload sessions the app keeps in localStorage (the app's own session is there too). */
function storedSessions() {
  let n = 0;
  for (let i = 0; i < storage.length; i += 1)
    if (storage.key(i)?.startsWith('fanvault.video-upload.')) n += 1;
  return n;
}

/** The upload module as a page load gets it: fresh, with the session's token. */
async function loadApp(): Promise<UploadModule> {
  vi.resetModules();
  const { session } = await import('../../src/state/session.ts');
  session.token = token;
  return import('../../src/api/upload-video.ts');
}

async function storedFileOf(uploadPublicId: string) {
  const [row] = await server.database.handle.db
    .select()
    .from(uploads)
    .where(eq(uploads.publicId, uploadPublicId));
  return readFile(path.join(server.config.mediaDir, ...row!.originalKey.split('/')));
}

function fileOf(bytes: Buffer, name = 'clip.mp4') {
  return new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });
}

describe('uploadVideo', () => {
  it('uploads a file under 50 MiB in one PUT, with hashing up to 0.2 and the PUT up to 1', async () => {
    const { uploadVideo } = await loadApp();
    const bytes = fakeMp4(6 * 1024 * 1024);
    const progress: number[] = [];
    const stages: { phase: string; resumedParts: number }[] = [];
    const result = await uploadVideo(fileOf(bytes), {
      onProgress: (f, stage) => (progress.push(f), stages.push(stage)),
    });
    expect(puts).toHaveLength(1);
    // Hashing reports up to 0.2, sending from 0.2 on; a fresh upload resumes nothing.
    expect(progress.filter((_, i) => stages[i]!.phase === 'hashing').every((f) => f <= 0.2)).toBe(true);
    expect(stages.filter((stage) => stage.phase === 'uploading').every((s) => s.resumedParts === 0)).toBe(
      true,
    );
    expect(puts[0]).toContain('/api/upload/video/');
    expect(result.path).toBe(`videos/${result.uploadId}/poster-blur.webp`);
    expect(sha256(await storedFileOf(result.uploadId))).toBe(sha256(bytes));
    // Never backwards; the hashing steps (4 MiB each) stay within 0..0.2, the end is 1.
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.filter((f) => f > 0 && f < 0.2).length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(storedSessions()).toBe(0);
  });

  it('resumes an upload interrupted at 40% after a reload, sending only the parts left, to the same bytes', async () => {
    // Four parts: three slices of 52428800 bytes and a short last one.
    const bytes = fakeMp4(3 * SLICE + 777);
    const controller = new AbortController();
    const first = await loadApp();
    const progress: number[] = [];
    const interrupted = first.uploadVideo(fileOf(bytes), {
      signal: controller.signal,
      onProgress: (fraction) => {
        progress.push(fraction);
        if (fraction >= 0.4) controller.abort();
      },
    });
    await expect(interrupted).rejects.toMatchObject({ name: 'AbortError' });
    // Stopped at the first report past 40%: one part of four was sent (0.2 + 0.8 / 4 = 0.4 and a bit).
    expect(progress.at(-1)).toBeGreaterThanOrEqual(0.4);
    expect(progress.at(-1)).toBeLessThan(0.5);
    expect(puts.filter((url) => url.includes('/api/upload/part/'))).toHaveLength(1);
    expect(storedSessions()).toBe(1);

    puts = [];
    const reloaded = await loadApp();
    const resumedProgress: number[] = [];
    const stages: { phase: string; resumedParts: number }[] = [];
    const result = await reloaded.uploadVideo(fileOf(bytes), {
      onProgress: (f, stage) => (resumedProgress.push(f), stages.push(stage)),
    });
    expect(puts.map((url) => new URL(url).pathname.split('/').at(-1))).toEqual(['2', '3', '4']);
    // The resumed upload counts the part already sent, and says it resumes (the tile shows it).
    expect(resumedProgress.filter((f) => f > 0.2)[0]).toBeGreaterThanOrEqual(0.4);
    const firstSending = stages.findIndex((stage) => stage.phase === 'uploading');
    expect(stages[firstSending]).toEqual({ phase: 'uploading', resumedParts: 1 });
    expect(resumedProgress[firstSending]).toBeCloseTo(0.2 + 0.8 * (SLICE / bytes.length), 5);
    expect(stages.slice(0, firstSending).every((stage) => stage.phase === 'hashing')).toBe(true);
    expect(resumedProgress.slice(0, firstSending).every((f) => f <= 0.2)).toBe(true);
    expect(sha256(await storedFileOf(result.uploadId))).toBe(sha256(bytes));
    expect(storedSessions()).toBe(0);
  }, 300_000);

  it('retries a part 3 times, then fails with a clear error', async () => {
    const { uploadVideo, VideoUploadError } = await loadApp();
    failPuts = 3;
    const bytes = fakeMp4(1024 * 1024);
    const result = await uploadVideo(fileOf(bytes));
    expect(puts).toHaveLength(4);
    expect(sha256(await storedFileOf(result.uploadId))).toBe(sha256(bytes));

    puts = [];
    failPuts = 4;
    const failing = uploadVideo(fileOf(fakeMp4(1024 * 1024)));
    await expect(failing).rejects.toBeInstanceOf(VideoUploadError);
    await expect(failing).rejects.toMatchObject({ reason: 'partFailed' });
    expect(puts).toHaveLength(4);
  });

  it('cancels quietly with an AbortError, while hashing too', async () => {
    const { uploadVideo } = await loadApp();
    const controller = new AbortController();
    const upload = uploadVideo(fileOf(fakeMp4(20 * 1024 * 1024)), {
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.05) controller.abort();
      },
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(puts).toHaveLength(0);
  });

  it('shows the server refusal of a file that is not a video', async () => {
    const { uploadVideo } = await loadApp();
    const text = Buffer.alloc(512 * 1024, 'a');
    await expect(uploadVideo(fileOf(text, 'notes.mp4'))).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Only MP4, MOV and AVI videos can be uploaded.',
    });
  });
});
