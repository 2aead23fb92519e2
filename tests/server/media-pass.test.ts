/**
 * The media pass (server/media/media-pass.ts): a signed original of a locked post opens only in
 * the browser of the viewer it was signed for, on the request itself. Every sign-in path sets the
 * pass, logout and account deletion remove it, a restored session gets it back on its first call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { ARTICLE_TYPE } from '../../src/contract/enums.ts';
import { SESSION_CHECK_MEMORY_MS } from '../../server/media/media-pass.ts';
import { freshAddress, logIn, signUp } from './helpers/accounts.ts';
import {
  fetchMedia,
  insertPlan,
  insertPost,
  passFrom,
  storeImage,
  userIdOf,
} from './helpers/media-fixtures.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let owner: { uuid: string; token: string; pass: string; account: string; email: string; password: string };
let lockedId = 0;
let freeId = 0;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const account = await signUp(server);
  owner = { ...account, uuid: account.login.uuid, token: account.login.token, pass: '' };
  const userId = await userIdOf(server, owner.uuid);
  const planId = await insertPlan(server, userId);
  lockedId = await insertPost(server, {
    userId,
    articleType: ARTICLE_TYPE.subscription,
    title: 'locked',
    image: await storeImage(server),
    planIds: [planId],
  });
  freeId = await insertPost(server, {
    userId,
    articleType: ARTICLE_TYPE.free,
    title: 'free',
    image: await storeImage(server),
  });
  // The pass of the sign-up: what the owner's browser keeps.
  const signedIn = await server.call('user/getUserInfo', { token: owner.token });
  owner.pass = passFrom(signedIn)!;
});
afterAll(async () => {
  await server?.close();
});

/** The user and session a pass names (its expiry moves with the clock). */
function holderOf(pass: string | undefined): string | undefined {
  return pass === undefined ? undefined : /^fv_media=1\.(\d+\.\d+)\./.exec(pass)?.[1];
}

/** The original URL of a post as this caller's feed answers it. */
async function originalUrl(postId: number, token?: string, cookie?: string): Promise<string | null> {
  const { body } = await server.call(
    'article/getList',
    { filter_by: 1, limit: 20, uuid: owner.uuid, ...(token ? { token } : {}) },
    cookie ? { headers: { cookie } } : {},
  );
  const post = getPostListCall.response.parse(body.data).list.find((p) => p.id === postId);
  return post?.url[0]?.url ?? null;
}

describe('the media pass cookie', () => {
  it('is set by sign-up as an HttpOnly, SameSite=Lax cookie for the whole site', async () => {
    const { body, setCookies } = await server.call(
      'account/registerByPassword',
      { email: 'cookie-check@example.org', account: 'cookiecheck', password: 'Secret_pass1' },
      { address: freshAddress() },
    );
    expect(body.status).toBe(1);
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(
      /^fv_media=1\.\d+\.\d+\.\d+\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000$/,
    );
  });

  it('is set by a password sign-in and by an email-code sign-in', async () => {
    const byPassword = await server.call('account/loginByPassword', {
      account: owner.account,
      password: owner.password,
    });
    expect(passFrom(byPassword)).toMatch(/^fv_media=1\./);

    await server.call('account/sendEmailCode', { email: owner.email }, { address: freshAddress() });
    const code = (server.mailer as RecordingMailer).lastCodeTo(owner.email);
    const byCode = await server.call(
      'account/loginByEmail',
      { email: owner.email, code },
      { address: freshAddress() },
    );
    expect(byCode.body.status).toBe(1);
    expect(passFrom(byCode)).toMatch(/^fv_media=1\./);
    expect(passFrom(byCode)).not.toBe(passFrom(byPassword));
  });

  it('comes back on the first call of a restored session and is left alone once it matches', async () => {
    const restored = await server.call('article/getList', { filter_by: 1, token: owner.token });
    expect(holderOf(passFrom(restored))).toBe(holderOf(owner.pass));
    const again = await server.call(
      'article/getList',
      { filter_by: 1, token: owner.token },
      { headers: { cookie: owner.pass } },
    );
    expect(again.setCookies).toEqual([]);
  });

  it("is replaced when it names another session than the call's token", async () => {
    const other = await signUp(server);
    const otherPass = passFrom(await server.call('user/getUserInfo', { token: other.login.token }))!;
    const answer = await server.call(
      'user/getUserInfo',
      { token: owner.token },
      { headers: { cookie: otherPass } },
    );
    expect(holderOf(passFrom(answer))).toBe(holderOf(owner.pass));
    expect(holderOf(otherPass)).not.toBe(holderOf(owner.pass));
  });

  it('is removed from a visitor, whose app holds no token any more', async () => {
    const answer = await server.call(
      'article/getList',
      { filter_by: 1 },
      { headers: { cookie: owner.pass } },
    );
    expect(answer.setCookies[0]).toBe('fv_media=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    const plain = await server.call('article/getList', { filter_by: 1 });
    expect(plain.setCookies).toEqual([]);
  });
});

describe('a signed original of a locked post', () => {
  it("opens in the owner's browser, privately cached until the URL expires", async () => {
    const url = await originalUrl(lockedId, owner.token);
    expect(url).toMatch(/[?&]v=u\d+&/);
    const response = await fetchMedia(server, url!, owner.pass);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(\d+)$/);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeGreaterThan(3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(3600 + 600);
    expect(response.headers.get('vary')).toMatch(/Cookie/i);
  });

  it('is refused (403, not stored) when copied to a browser without a pass', async () => {
    const url = (await originalUrl(lockedId, owner.token))!;
    const response = await fetchMedia(server, url);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("is refused with another account's pass, and with a forged or altered pass", async () => {
    const url = (await originalUrl(lockedId, owner.token))!;
    const other = await signUp(server);
    const otherPass = passFrom(await server.call('user/getUserInfo', { token: other.login.token }))!;
    expect((await fetchMedia(server, url, otherPass)).status).toBe(403);
    // The other account's pass with the owner's ids: the signature no longer matches.
    const ownerIds = /^fv_media=1\.(\d+\.\d+)\./.exec(owner.pass)![1]!;
    const relabelled = otherPass.replace(/^fv_media=1\.\d+\.\d+\./, `fv_media=1.${ownerIds}.`);
    expect((await fetchMedia(server, url, relabelled)).status).toBe(403);
    expect((await fetchMedia(server, url, 'fv_media=garbage')).status).toBe(403);
  });

  it('is refused after logout, with the pass removed and even with its old value replayed', async () => {
    const session = await logIn(server, owner.account, owner.password);
    const pass = passFrom(await server.call('user/getUserInfo', { token: session.token }))!;
    const url = (await originalUrl(lockedId, session.token, pass))!;
    expect((await fetchMedia(server, url, pass)).status).toBe(200);
    const logout = await server.call(
      'account/logout',
      { token: session.token },
      { headers: { cookie: pass } },
    );
    expect(passFrom(logout)).toBe('');
    expect((await fetchMedia(server, url)).status).toBe(403);
    expect((await fetchMedia(server, url, pass)).status).toBe(403);
  });

  it('is refused to the pass of a session a password change ended, at once (the end is announced)', async () => {
    const session = await logIn(server, owner.account, owner.password);
    const pass = passFrom(await server.call('user/getUserInfo', { token: session.token }))!;
    const url = (await originalUrl(lockedId, session.token, pass))!;
    expect((await fetchMedia(server, url, pass)).status).toBe(200);
    const changed = await server.call('user/changePassword', {
      token: owner.token,
      old_password: owner.password,
      new_password: 'Other_pass2',
      new_password_confirm: 'Other_pass2',
    });
    expect(changed.body.status).toBe(1);
    owner.password = 'Other_pass2';
    // Within the memory window: the announcement (NOTIFY, delivered as the change commits) made
    // every process forget the session, so none serves it from memory.
    const refusedAt = Date.now();
    let status = (await fetchMedia(server, url, pass)).status;
    while (status !== 403 && Date.now() - refusedAt < 1000)
      status = (await fetchMedia(server, url, pass)).status;
    expect(status).toBe(403);
    expect(Date.now() - refusedAt).toBeLessThan(SESSION_CHECK_MEMORY_MS);
    // The session that changed the password keeps working.
    const ownUrl = (await originalUrl(lockedId, owner.token))!;
    expect((await fetchMedia(server, ownUrl, owner.pass)).status).toBe(200);
  });

  it('is refused after account deletion, which removes the pass', async () => {
    const doomed = await signUp(server);
    const pass = passFrom(await server.call('user/getUserInfo', { token: doomed.login.token }))!;
    const userId = await userIdOf(server, doomed.login.uuid);
    const postId = await insertPost(server, {
      userId,
      articleType: ARTICLE_TYPE.private,
      title: 'mine',
      image: await storeImage(server),
    });
    const url = (await (async () => {
      const { body } = await server.call('article/getList', {
        filter_by: 1,
        uuid: doomed.login.uuid,
        token: doomed.login.token,
      });
      return getPostListCall.response.parse(body.data).list.find((p) => p.id === postId)?.url[0]?.url;
    })())!;
    expect((await fetchMedia(server, url, pass)).status).toBe(200);
    const deleted = await server.call(
      'user/deleteAccount',
      { token: doomed.login.token, password: doomed.password },
      { headers: { cookie: pass } },
    );
    expect(deleted.body.status).toBe(1);
    expect(passFrom(deleted)).toBe('');
    expect((await fetchMedia(server, url, pass)).status).toBe(403);
  });
});

describe('a signed original of a free post', () => {
  it('is bound to no viewer: it opens without a pass and may be kept by shared caches', async () => {
    const url = (await originalUrl(freeId))!;
    expect(url).toMatch(/[?&]v=pub&/);
    const response = await fetchMedia(server, url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    // The owner is handed the same unbound URL: nothing about a free original is personal.
    expect(await originalUrl(freeId, owner.token)).toBe(url);
  });
});
