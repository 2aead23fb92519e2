/**
 * Issue 25, web push: a member's browser subscribes (user/addPushSubscription) and is pushed each
 * new notification after it is committed, encrypted for it and signed with the server's VAPID key,
 * in the member's language, opening the right page. A push service that says the browser is gone
 * (410) loses the subscription; a muted type pushes nothing; an endpoint off the allowed push
 * services is refused; a member removes only their own browsers. The push service is a local one
 * (tests/server/helpers/push-service.ts) that records what it receives.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_VAPID_KEYS } from '../../server/config/push.ts';
import { posts, pushSubscriptions, users } from '../../server/db/schema.ts';
import { loadServerMessages } from '../../server/i18n/messages.ts';
import { PUSH_JOB } from '../../server/modules/notifications/push-job.ts';
import { REVIEW_STATUS } from '../../src/contract/enums.ts';
import { callAs, newCreator, newMember, newPost, ok, runJobs, type Member } from './helpers/money.ts';
import {
  newTestBrowser,
  startLocalPushService,
  verifiedVapid,
  type LocalPushService,
  type TestBrowser,
} from './helpers/push-service.ts';
import { signInTestOperator } from './helpers/operators.ts';
import { jobsNamed } from './helpers/queued-jobs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let pushService: LocalPushService;
const messages = loadServerMessages();

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({ seed: false, env: { PUSH_SERVICE_HOSTS: '127.0.0.1,*.push.apple.com' } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

const db = () => server.database.handle.db;
let browsers = 0;
const browserAt = (folder: 'ok' | 'gone' | 'failing') =>
  newTestBrowser(`${pushService.origin}/${folder}/browser-${++browsers}`);

const subscribeBrowser = (member: Member, browser: TestBrowser) =>
  ok(server, member, 'user/addPushSubscription', { endpoint: browser.endpoint, keys: browser.keys });

async function subscriptionsOf(member: Member) {
  return db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.userId));
}

/** A creator's post with a fan's comment on it: the creator replying tells the fan. */
async function commentedPost(title: string) {
  const creator = await newCreator(server);
  await db().update(users).set({ nickname: 'Maya' }).where(eq(users.id, creator.userId));
  const fan = await newMember(server);
  const postId = await newPost(server, creator, { title });
  const comment = await ok<{ id: number }>(server, fan, 'comment/add', {
    article_id: postId,
    content: 'Lovely',
  });
  const reply = () =>
    ok(server, creator, 'comment/add', {
      article_id: postId,
      content: 'Thanks!',
      reply_comment_id: comment.id,
    });
  return { creator, fan, postId, reply };
}

describe('a push for a new notification', () => {
  it('reaches the browser once, VAPID-signed and encrypted, in the member’s language, opening the post', async () => {
    const { creator, fan, postId, reply } = await commentedPost('Night swim');
    await ok(server, fan, 'user/modifyAccountInfo', { lang: 'ja' });
    const browser = browserAt('ok');
    await subscribeBrowser(fan, browser);

    await reply();
    // Queued with the reply's transaction, sent by the job, never from inside the call.
    expect(pushService.receivedAt(browser.endpoint)).toHaveLength(0);
    await runJobs(server);

    const pushes = pushService.receivedAt(browser.endpoint);
    expect(pushes).toHaveLength(1);
    const { headers, body } = pushes[0]!;
    const vapid = verifiedVapid(headers.authorization);
    expect(vapid).toMatchObject({ k: DEVELOPMENT_VAPID_KEYS.publicKey, aud: pushService.origin });
    expect(vapid.sub).toMatch(/^(mailto:|https:)/);
    expect(headers.ttl).toBe(String(24 * 60 * 60));
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.urgency).toBe('high');

    const [notice] = (
      await ok<{ list: { id: number }[] }>(server, fan, 'user/getNotificationList', { page: 1, limit: 5 })
    ).list;
    expect(JSON.parse(browser.decrypt(body))).toEqual({
      title: 'FanVault',
      body: messages.format('ja', 'notification.reply', { name: 'Maya', post: 'Night swim', count: 1 }),
      url: `/ja/${creator.username}/${postId}`,
      tag: `notification:${notice!.id}`,
      icon: '/pwa-192x192.png',
      lang: 'ja',
    });
    const [kept] = await subscriptionsOf(fan);
    expect(kept!.lastSuccessAt).not.toBeNull();
  });

  it('names a rejection’s reason by its label in the member’s language, opening the creator’s posts', async () => {
    const creator = await newCreator(server);
    await ok(server, creator, 'user/modifyAccountInfo', { lang: 'de' });
    const browser = browserAt('ok');
    await subscribeBrowser(creator, browser);
    const postId = await newPost(server, creator, { title: 'Sunset' });
    await db().update(posts).set({ status: REVIEW_STATUS.review }).where(eq(posts.id, postId));
    const moderator = await signInTestOperator(server, 'moderator');
    const decided = await moderator.call('ops/decidePost', {
      id: postId,
      decision: 'reject',
      reason: 'spam',
      note: '',
    });
    expect(decided.body).toMatchObject({ status: 1 });
    await runJobs(server);
    const [push] = pushService.receivedAt(browser.endpoint);
    const payload = JSON.parse(browser.decrypt(push!.body)) as { body: string; url: string };
    const reason = messages.format('de', 'review.reason.spam');
    expect(reason).toBe('Spam oder ein wiederholter Beitrag');
    expect(payload.body).toBe(messages.format('de', 'notification.postRejected', { post: 'Sunset', reason }));
    expect(payload.url).toBe('/de/mine/post');
    expect(push!.headers.urgency).toBe('normal');
  });

  it('is not queued for a member without a browser subscribed, nor for a type they turned off', async () => {
    const quiet = await commentedPost('Quiet');
    const before = (await jobsNamed(db(), PUSH_JOB)).length;
    await quiet.reply();
    expect(await jobsNamed(db(), PUSH_JOB)).toHaveLength(before);

    const muted = await commentedPost('Muted');
    const browser = browserAt('ok');
    await subscribeBrowser(muted.fan, browser);
    await ok(server, muted.fan, 'user/setNotificationSetting', { type: 'reply', enabled: 0 });
    await muted.reply();
    await runJobs(server);
    expect(pushService.receivedAt(browser.endpoint)).toEqual([]);
  });
});

describe('a browser the push service refuses', () => {
  it('is removed on 410, and the next notification goes only to the member’s other browser', async () => {
    const { fan, reply } = await commentedPost('Gone');
    const [gone, live] = [browserAt('gone'), browserAt('ok')];
    await subscribeBrowser(fan, gone);
    await subscribeBrowser(fan, live);
    await reply();
    await runJobs(server);
    expect(pushService.receivedAt(gone.endpoint)).toHaveLength(1);
    expect((await subscriptionsOf(fan)).map((row) => row.endpoint)).toEqual([live.endpoint]);

    await reply();
    await runJobs(server);
    expect(pushService.receivedAt(gone.endpoint)).toHaveLength(1);
    expect(pushService.receivedAt(live.endpoint)).toHaveLength(2);
  });

  it('is kept when the push service fails, and the queue tries again later', async () => {
    const { fan, reply } = await commentedPost('Failing');
    const failing = browserAt('failing');
    await subscribeBrowser(fan, failing);
    await reply();
    await runJobs(server);
    expect(pushService.receivedAt(failing.endpoint)).toHaveLength(1);
    expect(await subscriptionsOf(fan)).toHaveLength(1);
    const [job] = (await jobsNamed(db(), PUSH_JOB)).slice(-1);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toContain('HTTP 500');
  });
});

describe('subscribing', () => {
  it('answers the public VAPID key browsers subscribe with', async () => {
    const member = await newMember(server);
    expect(await ok(server, member, 'user/getPushKey')).toEqual({
      public_key: DEVELOPMENT_VAPID_KEYS.publicKey,
    });
  });

  it('refuses an endpoint that is not an allowed push service, naming its host in the member’s language', async () => {
    const member = await newMember(server);
    const keys = browserAt('ok').keys;
    for (const endpoint of ['https://attacker.example/collect', 'http://169.254.169.254/latest/meta-data']) {
      const body = await callAs(server, member, 'user/addPushSubscription', { endpoint, keys }, 'fr');
      expect(body.status).toBe(0);
      expect(body.msg).toBe(
        messages.format('fr', 'server.push.endpointNotAllowed', { host: new URL(endpoint).hostname }),
      );
    }
    expect(await subscriptionsOf(member)).toEqual([]);
  });

  it('takes a subdomain of a *. host, and nothing that only looks like one', async () => {
    const member = await newMember(server);
    const keys = browserAt('ok').keys;
    const add = (endpoint: string) => callAs(server, member, 'user/addPushSubscription', { endpoint, keys });
    expect(await add('https://web.push.apple.com/QGuQ')).toMatchObject({ status: 1 });
    for (const endpoint of [
      'https://push.apple.com.attacker.example/x',
      'https://evilpush.apple.com/x',
      'http://web.push.apple.com.attacker.example/x',
      'ftp://web.push.apple.com/x',
    ]) {
      expect(await add(endpoint), endpoint).toMatchObject({ status: 0 });
    }
    expect((await subscriptionsOf(member)).map((row) => row.endpoint)).toEqual([
      'https://web.push.apple.com/QGuQ',
    ]);
  });

  it('removes only the member’s own browser; the same browser subscribed by another member becomes theirs', async () => {
    const [owner, other] = [await newMember(server), await newMember(server)];
    const browser = browserAt('ok');
    await subscribeBrowser(owner, browser);
    await ok(server, other, 'user/removePushSubscription', { endpoint: browser.endpoint });
    expect(await subscriptionsOf(owner)).toHaveLength(1);

    await subscribeBrowser(other, browser);
    expect(await subscriptionsOf(owner)).toEqual([]);
    expect(await subscriptionsOf(other)).toHaveLength(1);
    await ok(server, other, 'user/removePushSubscription', { endpoint: browser.endpoint });
    expect(await subscriptionsOf(other)).toEqual([]);
  });

  it('keeps a member’s 10 newest browsers', async () => {
    const member = await newMember(server);
    const subscribed: TestBrowser[] = [];
    for (let index = 0; index < 11; index++) {
      subscribed.push(browserAt('ok'));
      await subscribeBrowser(member, subscribed.at(-1)!);
      server.clock.advance(1000);
    }
    const kept = (await subscriptionsOf(member)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      subscribed
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it('goes with the account when it is deleted', async () => {
    const member = await newMember(server);
    await subscribeBrowser(member, browserAt('ok'));
    await ok(server, member, 'user/deleteAccount', { password: 'Secret_pass1' });
    expect(await subscriptionsOf(member)).toEqual([]);
  });
});
