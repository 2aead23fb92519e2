/**
 * The visible mark a creator may turn on (issue 26, "Leaks traced to the viewer"): the viewer's
 * username and the site's host over the unlocked images they receive, where and as opaque as the
 * creator chose, drawn before the invisible mark (a copy still traces to its viewer), and never an
 * older copy after the setting changes.
 */
import { createDecipheriv } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions, users } from '../../server/db/schema.ts';
import { createLocalDiskStorage } from '../../server/media/storage.ts';
import { createWatermarker, watermarkSecretOf } from '../../server/media/watermark/watermark.ts';
import { traceLeak } from '../../server/modules/operations/leaks/trace-leak.service.ts';
import { postSchema } from '../../src/contract/entities.ts';
import { ARTICLE_TYPE, AUTH_STATUS } from '../../src/contract/enums.ts';
import { leakedCopy, photoLike } from '../fixtures/photo-corpus.ts';
import { signUp } from './helpers/accounts.ts';
import { fetchMedia, insertPlan, insertPost, passFrom, userIdOf } from './helpers/media-fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** Mean absolute difference of two same-size pictures over a region given in shares of the size. */
async function differenceIn(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const one = await sharp(a).raw().toBuffer({ resolveWithObject: true });
  const other = await sharp(b).raw().toBuffer();
  const { width, height, channels } = one.info;
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(region.top * height); y < (region.top + region.height) * height; y += 1)
    for (let x = Math.floor(region.left * width); x < (region.left + region.width) * width; x += 1)
      for (let c = 0; c < channels; c += 1) {
        const at = (y * width + x) * channels + c;
        sum += Math.abs(one.data[at]! - other[at]!);
        count += 1;
      }
  return sum / count;
}

const WHOLE = { left: 0, top: 0, width: 1, height: 1 };
const BOTTOM_RIGHT = { left: 0.5, top: 0.85, width: 0.5, height: 0.15 };
const TOP_LEFT = { left: 0, top: 0, width: 0.5, height: 0.15 };

describe('the visible mark', () => {
  let server: TestServer;
  let photo: Buffer;
  let creator = { token: '', pass: '', uuid: '' };
  let member = { token: '', pass: '', id: 0, username: '' };
  let postId = 0;

  const decrypt = async (payload: Buffer): Promise<Buffer> => {
    const { body } = await server.call('app/config');
    const key = Buffer.from((body.data as { media_image_key: string }).media_image_key, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(0, 12), { authTagLength: 16 });
    decipher.setAuthTag(payload.subarray(payload.length - 16));
    return Buffer.concat([decipher.update(payload.subarray(12, payload.length - 16)), decipher.final()]);
  };

  /** The post's image as the member's app receives it. */
  const memberImage = async (): Promise<Buffer> => {
    const { body } = await server.call(
      'article/getList',
      { token: member.token, filter_by: 0, limit: 50, uuid: creator.uuid },
      { headers: { cookie: member.pass } },
    );
    const list = (body.data as { list: unknown[] }).list.map((item) => postSchema.parse(item));
    const response = await fetchMedia(
      server,
      list.find((post) => post.id === postId)!.url[0]!.url!,
      member.pass,
    );
    expect(response.status).toBe(200);
    return decrypt(Buffer.from(await response.arrayBuffer()));
  };

  const setMark = (setting: Record<string, unknown>, token = creator.token) =>
    server.call('user/setVisibleMark', { token, ...setting });

  const cachedCopies = async () =>
    (await readdir(server.config.markedCacheDir, { recursive: true })).filter((name) =>
      /^[0-9a-f]{64}$/.test(path.basename(name)),
    ).length;

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    const owner = await signUp(server);
    const fan = await signUp(server);
    const ownerId = await userIdOf(server, owner.login.uuid);
    const fanId = await userIdOf(server, fan.login.uuid);
    const db = server.database.handle.db;
    await db.update(users).set({ authStatus: AUTH_STATUS.creator }).where(eq(users.id, ownerId));
    creator = {
      token: owner.login.token,
      pass: passFrom(await server.call('user/getUserInfo', { token: owner.login.token }))!,
      uuid: owner.login.uuid,
    };
    const [fanRow] = await db.select({ username: users.username }).from(users).where(eq(users.id, fanId));
    member = {
      token: fan.login.token,
      pass: passFrom(await server.call('user/getUserInfo', { token: fan.login.token }))!,
      id: fanId,
      username: fanRow!.username,
    };
    photo = await photoLike(2626);
    const originalKey = 'private/posts/imgvisible/original.jpg';
    await createLocalDiskStorage(server.config.mediaDir).put(originalKey, photo);
    const planId = await insertPlan(server, ownerId);
    postId = await insertPost(server, {
      userId: ownerId,
      articleType: ARTICLE_TYPE.subscription,
      title: 'Blue hour',
      image: { originalKey, blurKey: 'public/posts/imgvisible/blur.webp' },
      planIds: [planId],
    });
    const now = server.clock.now();
    await db.insert(userSubscriptions).values({
      userId: fanId,
      planId,
      creatorId: ownerId,
      startedAt: now,
      periodStart: now,
      expireAt: new Date(now.getTime() + 24 * 3600_000),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is off until the creator turns it on, and names the site it will write', async () => {
    const { body } = await server.call('user/getVisibleMark', { token: creator.token });
    expect(body).toMatchObject({
      status: 1,
      data: {
        enabled: false,
        placement: 'bottom-right',
        opacity: 30,
        site: new URL(server.config.publicUrl).hostname,
      },
    });
  });

  it('is a setting of creators only', async () => {
    for (const call of ['user/getVisibleMark', 'user/setVisibleMark'] as const) {
      const { body } = await server.call(call, {
        token: member.token,
        enabled: true,
        placement: 'center',
        opacity: 30,
      });
      expect(body.status).toBe(0);
      expect(body.msg).toContain('Only creators');
    }
  });

  it('refuses an opacity outside 10 to 60 % and a placement it does not know', async () => {
    for (const setting of [
      { enabled: true, placement: 'center', opacity: 5 },
      { enabled: true, placement: 'center', opacity: 65 },
      { enabled: true, placement: 'middle-left', opacity: 30 },
    ]) {
      expect((await setMark(setting)).body.status).toBe(0);
    }
    const { body } = await server.call('user/getVisibleMark', { token: creator.token });
    expect(body.data).toMatchObject({ enabled: false });
  });

  it("writes the viewer's name where the creator placed it, under an invisible mark that still traces the copy", async () => {
    const unmarkedVisibly = await memberImage();
    // Off: only the invisible mark, everywhere alike and faint.
    expect(await differenceIn(photo, unmarkedVisibly, WHOLE)).toBeLessThan(4);

    expect((await setMark({ enabled: true, placement: 'bottom-right', opacity: 60 })).body).toMatchObject({
      status: 1,
      data: { enabled: true, placement: 'bottom-right', opacity: 60 },
    });
    const cornered = await memberImage();
    expect(cornered.equals(unmarkedVisibly)).toBe(false);
    expect(await differenceIn(unmarkedVisibly, cornered, BOTTOM_RIGHT)).toBeGreaterThan(3);
    expect(await differenceIn(unmarkedVisibly, cornered, TOP_LEFT)).toBeLessThan(1);

    expect((await setMark({ enabled: true, placement: 'tiled', opacity: 60 })).body.status).toBe(1);
    const tiled = await memberImage();
    expect(await differenceIn(unmarkedVisibly, tiled, TOP_LEFT)).toBeGreaterThan(3);
    const tracer = createWatermarker(watermarkSecretOf(server.config.mediaSigningKey));
    for (const copy of [tiled, await leakedCopy(tiled, 'jpeg70'), await leakedCopy(cornered, 'all')]) {
      const traced = await traceLeak(server.database.handle.db, tracer, copy);
      expect(traced?.mark).toMatchObject({ viewerId: member.id, postId });
      expect(traced?.viewer?.username).toBe(member.username);
    }
  }, 180_000);

  it('never serves a copy made under an earlier setting, and makes each copy once', async () => {
    await setMark({ enabled: true, placement: 'top-left', opacity: 40 });
    const before = await cachedCopies();
    const topLeft = await memberImage();
    expect(await cachedCopies()).toBe(before + 1);
    expect((await memberImage()).equals(topLeft)).toBe(true);
    expect(await cachedCopies()).toBe(before + 1);

    await setMark({ enabled: true, placement: 'top-left', opacity: 20 });
    const fainter = await memberImage();
    expect(fainter.equals(topLeft)).toBe(false);
    expect(await differenceIn(photo, fainter, TOP_LEFT)).toBeLessThan(
      await differenceIn(photo, topLeft, TOP_LEFT),
    );

    await setMark({ enabled: false, placement: 'top-left', opacity: 20 });
    expect(await differenceIn(photo, await memberImage(), WHOLE)).toBeLessThan(4);
  }, 180_000);
});
