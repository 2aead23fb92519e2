/**
 * Encrypted originals (spec §7 "Fetched images are decrypted client-side"; issue 9): the originals
 * of locked image posts come back from `/media/e/` as IV ‖ AES-256-GCM ciphertext ‖ tag under the
 * key of app/config, and decrypt to exactly the stored bytes; free posts' originals, blurred
 * previews and video posters stay plain images; the access rules of the media routes still hold.
 */
import { createDecipheriv, createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { users } from '../../server/db/schema.ts';
import { GENERATED_IMAGE_KEY_FILE, resolveImageKey } from '../../server/media/image-cipher.ts';
import { postSchema } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, AUTH_STATUS } from '../../src/contract/enums.ts';
import { signUp } from './helpers/accounts.ts';
import {
  fetchMedia,
  insertPlan,
  insertPost,
  passFrom,
  storeImage,
  storeVideo,
  userIdOf,
} from './helpers/media-fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let ownerToken = '';
let ownerPass = '';
let memberPass = '';
let ownerUuid = '';
const ids = { locked: 0, payPerPost: 0, private: 0, free: 0, lockedVideo: 0 };
const stored = new Map<number, { originalKey: string; blurKey: string }>();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function storedBytes(key: string): Promise<Buffer> {
  return readFile(path.join(server.config.mediaDir, key));
}

/** Decrypts a `/media/e/` answer as the app does, with Node's own AES-GCM. */
function decrypt(keyBase64: string, payload: Buffer): Buffer {
  const key = Buffer.from(keyBase64, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(0, 12), { authTagLength: 16 });
  decipher.setAuthTag(payload.subarray(payload.length - 16));
  return Buffer.concat([decipher.update(payload.subarray(12, payload.length - 16)), decipher.final()]);
}

async function appKey(): Promise<string> {
  const { body } = await server.call('app/config');
  return (body.data as { media_image_key: string }).media_image_key;
}

async function ownerPosts() {
  const { body } = await server.call(
    'article/getList',
    { token: ownerToken, filter_by: 0, limit: 50, uuid: ownerUuid },
    {
      headers: { cookie: ownerPass },
    },
  );
  const list = (body.data as { list: unknown[] }).list.map((item) => postSchema.parse(item));
  return new Map(list.map((post) => [post.id, post]));
}

async function originalOf(id: number): Promise<string> {
  const url = (await ownerPosts()).get(id)?.url[0]?.url;
  if (!url) throw new Error(`no original for post ${id}`);
  return url;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const owner = await signUp(server);
  const member = await signUp(server);
  ownerUuid = owner.login.uuid;
  ownerToken = owner.login.token;
  ownerPass = passFrom(await server.call('user/getUserInfo', { token: ownerToken }))!;
  memberPass = passFrom(await server.call('user/getUserInfo', { token: member.login.token }))!;
  const ownerId = await userIdOf(server, ownerUuid);
  await server.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator })
    .where(eq(users.id, ownerId));
  const planId = await insertPlan(server, ownerId);
  const imagePost = async (articleType: number, extra: Record<string, unknown> = {}) => {
    const image = await storeImage(server);
    const id = await insertPost(server, {
      userId: ownerId,
      articleType,
      title: `t${articleType}`,
      image,
      ...extra,
    });
    stored.set(id, image);
    return id;
  };
  ids.locked = await imagePost(ARTICLE_TYPE.subscription, { planIds: [planId] });
  ids.payPerPost = await imagePost(ARTICLE_TYPE.buy, { priceCents: 500 });
  ids.private = await imagePost(ARTICLE_TYPE.private);
  ids.free = await imagePost(ARTICLE_TYPE.free);
  ids.lockedVideo = await insertPost(server, {
    userId: ownerId,
    articleType: ARTICLE_TYPE.subscription,
    title: 'video',
    video: await storeVideo(server),
    planIds: [planId],
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the original of a locked image post, to an entitled viewer', () => {
  it.each(['locked', 'payPerPost', 'private'] as const)(
    '%s: is an encrypted URL that answers ciphertext decrypting to exactly the stored bytes',
    async (level) => {
      const url = await originalOf(ids[level]);
      expect(url).toMatch(/^\/media\/e\/posts\/img\w+\/original\.jpg\?exp=\d+&v=u\d+&sig=[\w-]{43}$/);
      const response = await fetchMedia(server, url, ownerPass);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await response.arrayBuffer());
      const original = await storedBytes(stored.get(ids[level])!.originalKey);
      // 12-byte IV in front, 16-byte tag behind, and no plain byte run of the image in between.
      expect(body.length).toBe(original.length + 12 + 16);
      expect(body.includes(original.subarray(0, 32))).toBe(false);
      expect(sha256(decrypt(await appKey(), body))).toBe(sha256(original));
    },
  );

  it('encrypts the same file to the same bytes every time (cacheable), and two files under different IVs', async () => {
    const first = Buffer.from(
      await (await fetchMedia(server, await originalOf(ids.locked), ownerPass)).arrayBuffer(),
    );
    const again = Buffer.from(
      await (await fetchMedia(server, await originalOf(ids.locked), ownerPass)).arrayBuffer(),
    );
    const other = Buffer.from(
      await (await fetchMedia(server, await originalOf(ids.payPerPost), ownerPass)).arrayBuffer(),
    );
    expect(sha256(again)).toBe(sha256(first));
    expect(other.subarray(0, 12).equals(first.subarray(0, 12))).toBe(false);
  });

  it('fails to decrypt with any other key or when a byte is altered', async () => {
    const body = Buffer.from(
      await (await fetchMedia(server, await originalOf(ids.locked), ownerPass)).arrayBuffer(),
    );
    expect(() => decrypt(Buffer.alloc(32, 7).toString('base64'), body)).toThrow();
    const altered = Buffer.from(body);
    altered[20]! ^= 1;
    const key = await appKey();
    expect(() => decrypt(key, body)).not.toThrow();
    expect(() => decrypt(key, altered)).toThrow();
  });

  it('is encrypted in the edit call too (article/getArticleByIdForEdit)', async () => {
    const { body } = await server.call(
      'article/getArticleByIdForEdit',
      { token: ownerToken, id: ids.locked },
      { headers: { cookie: ownerPass } },
    );
    const url = (body.data as { media: { url: string }[] }).media[0]!.url;
    expect(url).toMatch(/^\/media\/e\//);
    const response = await fetchMedia(server, url, ownerPass);
    const original = await storedBytes(stored.get(ids.locked)!.originalKey);
    expect(sha256(decrypt(await appKey(), Buffer.from(await response.arrayBuffer())))).toBe(sha256(original));
  });
});

describe('what stays plain', () => {
  it("a free post's original: a plain signed URL serving the stored image with its image type", async () => {
    const url = await originalOf(ids.free);
    expect(url).toMatch(/^\/media\/o\/.+&v=pub&/);
    const response = await fetchMedia(server, url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const original = await storedBytes(stored.get(ids.free)!.originalKey);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(original));
  });

  it("a locked post's blurred preview, for anyone, with its image type", async () => {
    const blurKey = stored.get(ids.locked)!.blurKey;
    const response = await fetchMedia(server, `/media/p/${blurKey.slice('public/'.length)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(await storedBytes(blurKey)));
  });

  it("a locked video post's poster (its segments are plain HLS): signed and bound, not encrypted", async () => {
    const url = await originalOf(ids.lockedVideo);
    expect(url).toMatch(/^\/media\/o\/videos\/.+&v=u\d+&/);
    const response = await fetchMedia(server, url, ownerPass);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('the access rules of encrypted originals', () => {
  it('refuse a copied URL without a pass, with another account pass, and unsigned', async () => {
    const url = await originalOf(ids.locked);
    expect((await fetchMedia(server, url)).status).toBe(403);
    expect((await fetchMedia(server, url, memberPass)).status).toBe(403);
    expect((await fetchMedia(server, url.split('?')[0]!, ownerPass)).status).toBe(403);
  });

  it('refuse turning an encrypted URL into a plain one, or a plain one into an encrypted one', async () => {
    const locked = await originalOf(ids.locked);
    expect((await fetchMedia(server, locked.replace('/media/e/', '/media/o/'), ownerPass)).status).toBe(403);
    const free = await originalOf(ids.free);
    expect((await fetchMedia(server, free.replace('/media/o/', '/media/e/'), ownerPass)).status).toBe(403);
  });

  it('never hand a locked original to a member who is not entitled', async () => {
    const { body } = await server.call('article/getList', { filter_by: 0, limit: 50, uuid: ownerUuid });
    const list = (body.data as { list: unknown[] }).list.map((item) => postSchema.parse(item));
    const locked = list.find((post) => post.id === ids.locked)!;
    expect(locked.url[0]).toMatchObject({ url: null });
  });
});

describe('the per-deployment key', () => {
  it('app/config hands out 32 bytes of base64, the same on every call', async () => {
    const key = await appKey();
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(await appKey()).toBe(key);
  });

  it('is generated once under DATA_DIR and kept (restarts and processes starting together agree)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fanvault-key-'));
    try {
      const settings = { mediaImageKey: undefined, dataDir };
      const together = await Promise.all(Array.from({ length: 8 }, () => resolveImageKey(settings)));
      const first = together[0]!.toString('base64');
      expect(together.every((key) => key.toString('base64') === first)).toBe(true);
      expect((await readFile(path.join(dataDir, GENERATED_IMAGE_KEY_FILE), 'utf8')).trim()).toBe(first);
      expect((await resolveImageKey(settings)).toString('base64')).toBe(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is MEDIA_IMAGE_KEY when set, which app/config then hands out', async () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const configured = await startTestServer({ seed: false, env: { MEDIA_IMAGE_KEY: key } });
    try {
      const { body } = await configured.call('app/config');
      expect((body.data as { media_image_key: string }).media_image_key).toBe(key);
    } finally {
      await configured.close();
    }
  });

  it('refuses a malformed MEDIA_IMAGE_KEY, and production on S3 without one', () => {
    expect(() => loadConfig({ MEDIA_IMAGE_KEY: 'short' })).toThrow(
      /MEDIA_IMAGE_KEY must be 32 bytes in base64/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(
      /MEDIA_IMAGE_KEY is required in production with STORAGE_DRIVER s3/,
    );
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(
      loadConfig({ NODE_ENV: 'production', STORAGE_DRIVER: 's3', S3_BUCKET: 'b', MEDIA_IMAGE_KEY: key })
        .mediaImageKey,
    ).toEqual(Buffer.alloc(32, 1));
  });
});
