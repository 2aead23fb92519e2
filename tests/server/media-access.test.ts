/**
 * The access matrix of locked media (issue 9): every viewer × every access level × every media
 * route and every call that hands media out. A viewer who is not entitled never receives an
 * original, poster, playlist or segment URL of the post from any call, and gets 403 from the
 * media routes even with the owner's URLs copied; entitled viewers' URLs open with their pass.
 *
 * Entitlement is written per viewer row (`entitled`). The money rows (issue 10) hold their
 * entitlements through the real flow (an order, the sandbox's checkout, its webhook): a subscriber
 * of the plan, a subscriber whose subscription has ended, a subscriber of another plan of the same
 * creator, a buyer of the pay-per-post posts and a buyer refunded since; every assertion below
 * applies to them, and the URLs the expired subscriber and the refunded buyer held before stop
 * opening.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TYPE, AUTH_STATUS } from '../../src/contract/enums.ts';
import { videoPathSchema } from '../../src/contract/video-path.ts';
import { ENTITLEMENT_MEMORY_MS } from '../../server/access/media-entitlement.ts';
import { planPosts, subscriptionPlans, users } from '../../server/db/schema.ts';
import { createPaymentProvider } from '../../server/modules/payments/money-deps.ts';
import { randomIds } from '../../server/modules/payments/ids.ts';
import { requestRefund } from '../../server/modules/payments/refunds.service.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import {
  fetchMedia,
  insertPlan,
  insertPost,
  passFrom,
  storeImage,
  storeVideo,
  userIdOf,
  type StoredVideo,
} from './helpers/media-fixtures.ts';
import { buy, runJobs, subscribe, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** The provider's refusals, unread here (the server's own log is silent in tests too). */
const silentLog = { error: () => undefined };

type Level = 'free' | 'subscription' | 'payPerPost' | 'private';
const LEVELS: Record<Level, number> = {
  free: ARTICLE_TYPE.free,
  subscription: ARTICLE_TYPE.subscription,
  payPerPost: ARTICLE_TYPE.buy,
  private: ARTICLE_TYPE.private,
};
const LEVEL_NAMES = Object.keys(LEVELS) as Level[];

interface ViewerRow {
  name: string;
  /** Session token and media pass cookie; both absent for a visitor. */
  token?: string;
  pass?: string;
  /** The levels of the owner's posts this viewer may open. */
  entitled(level: Level): boolean;
  /** Whether the viewer sees the post in lists at all (private posts: only the owner). */
  sees(level: Level): boolean;
}

interface MatrixPost {
  level: Level;
  imageId: number;
  videoId: number;
  image: { originalKey: string; blurKey: string };
  video: StoredVideo;
}

let server: TestServer;
let ownerUuid = '';
let planId = 0;
const rows: ViewerRow[] = [];
const matrix: MatrixPost[] = [];
/** The owner's URLs of each post, as a leak would copy them. */
const copied = new Map<number, { original?: string; poster?: string; master?: string }>();
/** URLs handed to viewers while they were entitled, before their subscription ended or their refund. */
const heldBefore = new Map<string, string[]>();

async function passOf(token: string): Promise<string> {
  return passFrom(await server.call('user/getUserInfo', { token }))!;
}

async function makeCreator(uuid: string): Promise<number> {
  const id = await userIdOf(server, uuid);
  await server.database.handle.db
    .update(users)
    .set({ authStatus: AUTH_STATUS.creator })
    .where(eq(users.id, id));
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const owner = await signUp(server);
  const member = await signUp(server);
  const other = await signUp(server);
  ownerUuid = owner.login.uuid;
  const ownerId = await makeCreator(ownerUuid);
  const otherId = await makeCreator(other.login.uuid);
  planId = await insertPlan(server, ownerId);
  // The other creator has locked posts of their own: owning something opens nothing of others.
  const otherPlan = await insertPlan(server, otherId);
  await insertPost(server, {
    userId: otherId,
    articleType: ARTICLE_TYPE.subscription,
    title: 'other',
    image: await storeImage(server),
    planIds: [otherPlan],
  });

  for (const level of LEVEL_NAMES) {
    const image = await storeImage(server);
    const video = await storeVideo(server);
    const common = {
      userId: ownerId,
      articleType: LEVELS[level],
      planIds: level === 'subscription' ? [planId] : [],
      priceCents: level === 'payPerPost' ? 500 : 0,
    };
    const imageId = await insertPost(server, { ...common, title: `${level} image`, image });
    const videoId = await insertPost(server, { ...common, title: `${level} video`, video });
    matrix.push({ level, imageId, videoId, image, video });
  }

  const notPrivate = (level: Level) => level !== 'private';
  const freeOnly = (level: Level) => level === 'free';
  rows.push(
    { name: 'visitor', entitled: freeOnly, sees: notPrivate },
    {
      name: 'member',
      token: member.login.token,
      pass: await passOf(member.login.token),
      entitled: freeOnly,
      sees: notPrivate,
    },
    {
      name: 'another creator',
      token: other.login.token,
      pass: await passOf(other.login.token),
      entitled: freeOnly,
      sees: notPrivate,
    },
    {
      name: 'owner',
      token: owner.login.token,
      pass: await passOf(owner.login.token),
      entitled: () => true,
      sees: () => true,
    },
  );

  await addMoneyRows(owner, ownerId);

  const ownerRow = rows.find((row) => row.name === 'owner')!;
  const answers = await mediaAnswers(ownerRow);
  for (const post of matrix) {
    copied.set(post.imageId, { original: urlOf(answers, post.image.originalKey) });
    copied.set(post.videoId, {
      poster: urlOf(answers, post.video.posterKey),
      master: urlOf(answers, post.video.masterKey),
    });
  }
});
afterAll(async () => {
  await server?.close();
});

/** A plan of the owner that lasts `expireDays` and holds the given posts. */
async function ownerPlan(ownerId: number, expireDays: number, postIds: number[]): Promise<number> {
  const db = server.database.handle.db;
  const [row] = await db
    .insert(subscriptionPlans)
    .values({
      userId: ownerId,
      name: `Plan ${expireDays}`,
      content: 'x',
      priceCents: 500,
      expireDays,
      unlockDays: 1000,
      position: 2,
    })
    .returning({ id: subscriptionPlans.id });
  for (const postId of postIds) await db.insert(planPosts).values({ planId: row!.id, postId });
  return row!.id;
}

async function memberOf(account: Awaited<ReturnType<typeof signUp>>): Promise<Member> {
  const [row] = await server.database.handle.db
    .select()
    .from(users)
    .where(eq(users.uuid, account.login.uuid));
  return {
    token: account.login.token,
    userId: row!.id,
    uuid: row!.uuid,
    aff: row!.aff,
    username: row!.username,
  };
}

async function moneyRow(
  name: string,
  account: Awaited<ReturnType<typeof signUp>>,
  entitled: (level: Level) => boolean,
) {
  const row: ViewerRow = {
    name,
    token: account.login.token,
    pass: await passOf(account.login.token),
    entitled,
    sees: (level) => level !== 'private',
  };
  rows.push(row);
  return row;
}

/**
 * The money rows, entitled through the real flow. The expired subscriber's plan lasts 7 days and
 * the clock then moves 8 days on; the refunded buyer's orders are refunded through the provider.
 */
async function addMoneyRows(ownerAccount: Awaited<ReturnType<typeof signUp>>, ownerId: number) {
  const owner = await memberOf(ownerAccount);
  const byLevel = (level: Level) => matrix.filter((post) => post.level === level);
  const subscriptionPosts = byLevel('subscription').flatMap((post) => [post.imageId, post.videoId]);
  const weekPlan = await ownerPlan(ownerId, 7, subscriptionPosts);
  const emptyPlan = await ownerPlan(ownerId, 30, []);
  const freeOr = (extra: Level) => (level: Level) => level === 'free' || level === extra;
  const freeOnly = (level: Level) => level === 'free';

  const expired = await signUp(server);
  await subscribe(server, await memberOf(expired), owner, weekPlan, 5);
  const expiredRow = await moneyRow('expired subscriber', expired, freeOr('subscription'));
  heldBefore.set('expired subscriber', privateUrls(await mediaAnswers(expiredRow)));
  expiredRow.entitled = freeOnly;
  server.clock.advance(8 * 24 * 3600 * 1000);

  const subscriber = await signUp(server);
  await subscribe(server, await memberOf(subscriber), owner, planId, 5);
  await moneyRow('subscriber', subscriber, freeOr('subscription'));

  const elsewhere = await signUp(server);
  await subscribe(server, await memberOf(elsewhere), owner, emptyPlan, 5);
  await moneyRow('subscriber of another plan', elsewhere, freeOnly);

  const buyer = await signUp(server);
  for (const post of byLevel('payPerPost')) {
    await buy(server, await memberOf(buyer), owner, post.imageId, 5);
    await buy(server, await memberOf(buyer), owner, post.videoId, 5);
  }
  await moneyRow('buyer', buyer, freeOr('payPerPost'));

  const refunded = await signUp(server);
  const refundedOrders: string[] = [];
  for (const post of byLevel('payPerPost')) {
    refundedOrders.push(await buy(server, await memberOf(refunded), owner, post.imageId, 5));
    refundedOrders.push(await buy(server, await memberOf(refunded), owner, post.videoId, 5));
  }
  const refundedRow = await moneyRow('refunded buyer', refunded, freeOr('payPerPost'));
  heldBefore.set('refunded buyer', privateUrls(await mediaAnswers(refundedRow)));
  // Opened while bought: the media routes now remember this buyer as entitled, and must forget it.
  for (const url of heldBefore.get('refunded buyer')!)
    expect((await fetchMedia(server, url, refundedRow.pass)).status).toBe(200);
  const deps = {
    db: server.database.handle.db,
    config: server.config,
    now: () => server.clock.now(),
    provider: createPaymentProvider(server.config, silentLog),
    ids: randomIds,
  };
  for (const orderId of refundedOrders) expect((await requestRefund(deps, orderId)).ok).toBe(true);
  await runJobs(server);
  refundedRow.entitled = freeOnly;
}

/** Every string in an answer that is a private media URL (an original, poster, playlist or segment). */
function privateUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^\/media\/[oeh]\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(privateUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(privateUrls);
  return [];
}

/** The storage key a private media URL serves (`private/…`). */
function keyOf(url: string): string {
  const path = url.split('?')[0]!;
  const rest = /^\/media\/[oe]\//.test(path)
    ? path.slice('/media/o/'.length)
    : path.split('/').slice(6).join('/');
  return `private/${rest}`;
}

interface Answer {
  call: string;
  data: unknown;
}

/** The URL among the answers that serves `key`, if any. */
function urlOf(answers: Answer[], key: string): string | undefined {
  return answers.flatMap((answer) => privateUrls(answer.data)).find((url) => keyOf(url) === key);
}

/** The calls answering with the given key, for a readable failure. */
function callsRevealing(answers: Answer[], keys: string[]): string[] {
  return answers
    .filter((answer) => privateUrls(answer.data).some((url) => keys.includes(keyOf(url))))
    .map((answer) => answer.call);
}

/** The answer of every call that returns media, as this viewer. */
async function mediaAnswers(row: ViewerRow): Promise<Answer[]> {
  const session = row.token ? { token: row.token } : {};
  const headers = row.pass ? { headers: { cookie: row.pass } } : {};
  const answers: Answer[] = [];
  const ask = async (call: string, payload: Record<string, unknown>) => {
    const { body } = await server.call(call, { ...session, ...payload }, headers);
    answers.push({ call: `${call} ${JSON.stringify(payload)}`, data: body.data });
    return body;
  };
  for (const filter_by of [0, 1]) await ask('article/getList', { filter_by, limit: 50, uuid: ownerUuid });
  await ask('article/getList', { filter_by: 1, limit: 50, keyword: 'video' });
  for (const subscription_unlock of [1, 2]) {
    await ask('subscription/getSubscriptionArticles', {
      subscription_id: planId,
      subscription_unlock,
      limit: 50,
    });
  }
  await ask('article/newVideoPath', { ids: matrix.map((post) => post.videoId).join(',') });
  await ask('article/newVideoPathBySub', { subscription_id: planId, limit: 50 });
  for (const post of matrix) {
    await ask('article/getVideoPath', { id: post.videoId });
    await ask('article/getVideoRealPath', { id: post.videoId });
    if (row.token) {
      await ask('article/getArticleByIdForEdit', { id: post.imageId });
      await ask('article/getArticleByIdForEdit', { id: post.videoId });
    }
  }
  if (row.token) {
    for (const call of ['article/managePost', 'article/listManagement']) {
      await ask(call, { limit: 50 });
      await ask(call, { limit: 50, pre_display: 1 });
    }
  }
  return answers;
}

/** The HLS files under a master playlist URL, resolved as hls.js resolves relative URIs. */
async function hlsChain(masterUrl: string, cookie?: string) {
  const master = new URL(masterUrl, server.baseUrl);
  const rendition = new URL('360p/index.m3u8', master);
  const segment = new URL('seg_00000.ts', rendition);
  const statuses = [];
  for (const url of [master, rendition, segment]) {
    statuses.push((await fetchMedia(server, url.pathname + url.search, cookie)).status);
  }
  return statuses;
}

/** The rows the matrix runs over, by name. */
const ROW_NAMES = [
  'visitor',
  'member',
  'another creator',
  'owner',
  'subscriber',
  'expired subscriber',
  'subscriber of another plan',
  'buyer',
  'refunded buyer',
];

describe.each(['expired subscriber', 'refunded buyer'])('the %s', (name) => {
  it('can no longer open, with its own pass, the URLs it was handed while entitled', async () => {
    const row = rows.find((candidate) => candidate.name === name)!;
    const held = heldBefore.get(name)!;
    const locked = held.filter((url) =>
      matrix.some(
        (post) =>
          post.level !== 'free' &&
          [post.image.originalKey, post.video.posterKey, post.video.masterKey].includes(keyOf(url)),
      ),
    );
    // Two posts of the level (image and video): the original, the poster and the playlist.
    expect(locked.length).toBeGreaterThanOrEqual(3);
    for (const url of locked) {
      expect(url).toMatch(/[?&/](v=)?u\d+/);
      expect((await fetchMedia(server, url, row.pass)).status, url).toBe(403);
    }
    const free = held.filter((url) => !locked.includes(url));
    for (const url of free) expect((await fetchMedia(server, url, row.pass)).status, url).toBe(200);
  });
});

describe.each(ROW_NAMES)('%s', (name) => {
  it('receives media URLs only of posts it is entitled to, from every call', async () => {
    const row = rows.find((candidate) => candidate.name === name)!;
    const answers = await mediaAnswers(row);
    for (const post of matrix) {
      const imageKeys = [post.image.originalKey];
      const videoKeys = [post.video.posterKey, post.video.masterKey];
      const label = `${row.name} / ${post.level}`;
      if (row.entitled(post.level)) {
        expect(urlOf(answers, post.image.originalKey), `${label}: image original`).toBeDefined();
        expect(urlOf(answers, post.video.posterKey), `${label}: poster`).toBeDefined();
        expect(urlOf(answers, post.video.masterKey), `${label}: master playlist`).toBeDefined();
      } else {
        expect(callsRevealing(answers, [...imageKeys, ...videoKeys]), label).toEqual([]);
      }
    }
  });

  it('answers the video path calls with a playable video, a locked marker or not found', async () => {
    const row = rows.find((candidate) => candidate.name === name)!;
    const session = row.token ? { token: row.token } : {};
    for (const post of matrix) {
      const { body } = await server.call('article/getVideoPath', { ...session, id: post.videoId });
      const real = await server.call('article/getVideoRealPath', { ...session, id: post.videoId });
      const label = `${row.name} / ${post.level}`;
      if (!row.sees(post.level)) {
        expect(body.status, label).toBe(0);
        expect(body.msg).toBe('This post does not exist or is no longer available.');
        expect(real.body.status).toBe(0);
        continue;
      }
      const video = videoPathSchema.parse(body.data);
      expect(video.url_blur).toBe(`/media/p/${post.video.blurKey.slice('public/'.length)}`);
      expect(video.video_time).toBe(8);
      if (row.entitled(post.level)) {
        expect(video.is_unlock, label).toBe(1);
        expect(video.url).toMatch(
          /^\/media\/h\/\d+\/(pub|u\d+)\/[\w-]{43}\/videos\/vid\w+\/hls\/master\.m3u8$/,
        );
        expect(videoPathSchema.parse(real.body.data)).toEqual(video);
      } else {
        expect(video, label).toMatchObject({ is_unlock: 0, url: null, poster: null });
        expect(real.body.status).toBe(0);
        expect(real.body.msg).toBe('Subscribe to the creator or buy this post to watch the video.');
      }
    }
  });

  it("opens every media route with its own pass when entitled, and is refused the owner's copied URLs otherwise", async () => {
    const row = rows.find((candidate) => candidate.name === name)!;
    const answers = await mediaAnswers(row);
    for (const post of matrix) {
      const label = `${row.name} / ${post.level}`;
      const own = {
        original: urlOf(answers, post.image.originalKey),
        poster: urlOf(answers, post.video.posterKey),
        master: urlOf(answers, post.video.masterKey),
      };
      const leaked = { ...copied.get(post.imageId), ...copied.get(post.videoId) };
      // The public previews are for everyone, pass or not.
      for (const key of [post.image.blurKey, post.video.blurKey]) {
        expect((await fetchMedia(server, `/media/p/${key.slice('public/'.length)}`)).status, label).toBe(200);
      }
      if (row.entitled(post.level)) {
        expect((await fetchMedia(server, own.original!, row.pass)).status, `${label}: original`).toBe(200);
        expect((await fetchMedia(server, own.poster!, row.pass)).status, `${label}: poster`).toBe(200);
        expect(await hlsChain(own.master!, row.pass), `${label}: hls`).toEqual([200, 200, 200]);
      } else {
        expect((await fetchMedia(server, leaked.original!, row.pass)).status, `${label}: original`).toBe(403);
        expect((await fetchMedia(server, leaked.poster!, row.pass)).status, `${label}: poster`).toBe(403);
        expect(await hlsChain(leaked.master!, row.pass), `${label}: hls`).toEqual([403, 403, 403]);
      }
    }
  });
});

describe("the owner's copied HLS URLs", () => {
  const locked = () => matrix.find((post) => post.level === 'subscription')!;

  it('serve playlists with relative URIs that carry the signature to every rendition and segment', async () => {
    const owner = rows.find((row) => row.name === 'owner')!;
    const master = copied.get(locked().videoId)!.master!;
    const response = await fetchMedia(server, master, owner.pass);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const text = await response.text();
    expect(text).toContain('\n360p/index.m3u8\n');
    expect(text).not.toMatch(/^\//m);
    const segment = new URL('360p/seg_00001.ts', new URL(master, server.baseUrl));
    const served = await fetchMedia(server, segment.pathname, owner.pass);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp2t');
    expect((await served.arrayBuffer()).byteLength).toBe(188 * 4);
  });

  it('are refused without a pass, with another account pass, and after logout', async () => {
    const owner = rows.find((row) => row.name === 'owner')!;
    const member = rows.find((row) => row.name === 'member')!;
    const master = copied.get(locked().videoId)!.master!;
    expect(await hlsChain(master)).toEqual([403, 403, 403]);
    expect(await hlsChain(master, member.pass)).toEqual([403, 403, 403]);
    expect(await hlsChain(master, owner.pass)).toEqual([200, 200, 200]);

    const account = await server.database.handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.uuid, ownerUuid));
    const session = await logIn(server, account[0]!.username, 'Secret_pass1');
    const pass = await passOf(session.token);
    const { body } = await server.call('article/getVideoPath', {
      token: session.token,
      id: locked().videoId,
    });
    const ownMaster = videoPathSchema.parse(body.data).url!;
    expect(await hlsChain(ownMaster, pass)).toEqual([200, 200, 200]);
    await server.call('account/logout', { token: session.token }, { headers: { cookie: pass } });
    expect(await hlsChain(ownMaster, pass)).toEqual([403, 403, 403]);
    expect(await hlsChain(ownMaster)).toEqual([403, 403, 403]);
  });

  it("do not stretch to another video's folder or outside the hls folder", async () => {
    const owner = rows.find((row) => row.name === 'owner')!;
    const master = copied.get(locked().videoId)!.master!;
    const other = matrix.find((post) => post.level === 'private')!.video;
    const folderOf = (key: string) => key.slice('private/'.length).replace(/\/master\.m3u8$/, '');
    const moved = master.replace(folderOf(locked().video.masterKey), folderOf(other.masterKey));
    expect((await fetchMedia(server, moved, owner.pass)).status).toBe(403);
    const poster = master.replace(/hls\/master\.m3u8$/, 'poster.jpg');
    expect((await fetchMedia(server, poster, owner.pass)).status).toBe(403);
  });
});

describe('a subscriber and buyer who then blocks the owner (access/block-rule.ts)', () => {
  let pass = '';
  let token = '';
  let held: string[] = [];
  const allKeys = () =>
    matrix.flatMap((post) => [post.image.originalKey, post.video.posterKey, post.video.masterKey]);
  const lockedOf = (urls: string[]) =>
    urls.filter((url) =>
      matrix.some(
        (post) =>
          post.level !== 'free' &&
          [post.image.originalKey, post.video.posterKey, post.video.masterKey].includes(keyOf(url)),
      ),
    );

  beforeAll(async () => {
    const [ownerRow] = await server.database.handle.db.select().from(users).where(eq(users.uuid, ownerUuid));
    const owner: Member = {
      token: '',
      userId: ownerRow!.id,
      uuid: ownerRow!.uuid,
      aff: ownerRow!.aff,
      username: ownerRow!.username,
    };
    const account = await signUp(server);
    const fan = await memberOf(account);
    await subscribe(server, fan, owner, planId, 5);
    for (const post of matrix.filter((candidate) => candidate.level === 'payPerPost')) {
      await buy(server, fan, owner, post.imageId, 5);
      await buy(server, fan, owner, post.videoId, 5);
    }
    token = account.login.token;
    pass = await passOf(token);
    const row: ViewerRow = { name: 'blocker', token, pass, entitled: () => true, sees: () => true };
    held = privateUrls(await mediaAnswers(row));
    // Entitled before the block: the subscription's and the bought posts' media open, and the
    // media routes remember the answer.
    expect(lockedOf(held).length).toBeGreaterThanOrEqual(6);
    for (const url of lockedOf(held)) expect((await fetchMedia(server, url, pass)).status, url).toBe(200);
    const blocked = await server.call('user/blockUserEvent', {
      token,
      aff_blocked: owner.aff,
      action_type: 1,
    });
    expect(blocked.body).toEqual({ status: 1, msg: '', data: { is_block: 1 } });
    // Past what the media routes remembered of the answers before the block.
    server.clock.advance(ENTITLEMENT_MEMORY_MS + 1000);
  });

  it("receives no post of the owner's, nor any URL of their media, from any call", async () => {
    const row: ViewerRow = { name: 'blocker', token, pass, entitled: () => false, sees: () => false };
    expect(callsRevealing(await mediaAnswers(row), allKeys())).toEqual([]);
    for (const post of matrix) {
      for (const id of [post.imageId, post.videoId]) {
        const detail = await server.call('article/getDetail', { token, id });
        expect(detail.body.msg, `${post.level} ${id}`).toBe(
          'This post does not exist or is no longer available.',
        );
      }
      for (const call of ['article/getVideoPath', 'article/getVideoRealPath']) {
        const { body } = await server.call(call, { token, id: post.videoId });
        expect(body.status, `${call} ${post.level}`).toBe(0);
        expect(body.msg).toBe('This post does not exist or is no longer available.');
      }
    }
  });

  it('can no longer open the bound URLs it was handed while subscribed and buyer, nor the owner copied ones', async () => {
    for (const url of lockedOf(held)) expect((await fetchMedia(server, url, pass)).status, url).toBe(403);
    for (const post of matrix.filter((candidate) => candidate.level !== 'free')) {
      const leaked = { ...copied.get(post.imageId), ...copied.get(post.videoId) };
      expect((await fetchMedia(server, leaked.original!, pass)).status, post.level).toBe(403);
      expect((await fetchMedia(server, leaked.poster!, pass)).status, post.level).toBe(403);
      expect(await hlsChain(leaked.master!, pass), post.level).toEqual([403, 403, 403]);
    }
  });
});
