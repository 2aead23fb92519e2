/**
 * Suspending a member (issue 23) through real HTTP: while it runs they cannot sign in by password
 * or email code (told why and until when, in their language), every session of theirs has ended,
 * and nobody sees them: not their creator page, posts (feeds, search, detail) nor comments. It
 * ends by itself at its end (the test clock), and lifting it ends it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverEnglish from '../../locales/server/en.json' with { type: 'json' };
import { liftSuspension, suspendMember } from '../../server/modules/accounts/suspensions.service.ts';
import type { RecordingMailer } from './helpers/recording-mailer.ts';
import { signUp, type NewAccount } from './helpers/accounts.ts';
import { addPost, idsOf, walkPosts } from './helpers/discovery.ts';
import { callAs, newCreator, newMember, ok, type Member } from './helpers/money.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { AUTH_STATUS } from '../../src/contract/enums.ts';
import { users } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';

const DAY_MS = 24 * 3600 * 1000;
const WORD = 'lighthousekeeper';

let server: TestServer;
let account: NewAccount & { token: string; userId: number; uuid: string };
let fan: Member;
let post: number;
let fanPost: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const signedUp = await signUp(server);
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, signedUp.email));
  await db().update(users).set({ authStatus: AUTH_STATUS.creator, role: 3 }).where(eq(users.id, row!.id));
  account = { ...signedUp, token: signedUp.login.token, userId: row!.id, uuid: signedUp.login.uuid };
  fan = await newMember(server);
  post = await addPost(server, account.userId, { title: `The ${WORD} at dawn` });
  const other = await newCreator(server);
  fanPost = await addPost(server, other.userId);
  await ok(server, account, 'comment/add', { article_id: fanPost, content: 'Lovely light.' });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.handle.db;
const mailer = () => server.mailer as RecordingMailer;
const suspend = (days: number | null, reason = 'Repeated spam in comments.') =>
  suspendMember(db(), {
    userId: account.userId,
    until: days === null ? null : new Date(server.clock.now().getTime() + days * DAY_MS),
    reason,
    now: server.clock.now(),
  });
const signInByPassword = (language = 'en') =>
  server.call(
    'account/loginByPassword',
    { account: account.account, password: account.password },
    { language },
  );

/** Whether the fan sees the member anywhere: page, post detail, feed, search, comments. */
async function seenByFan() {
  const page = await callAs(server, fan, 'user/getUserInfoByUuid', { uuid: account.uuid });
  const detail = await callAs(server, fan, 'article/getDetail', { id: post });
  const feed = idsOf(await walkPosts(server, 'article/getList', { filter_by: 1 }, { token: fan.token }));
  const search = idsOf(await walkPosts(server, 'article/getList', { filter_by: 1, keyword: WORD }));
  const comments = (
    await ok<{ list: { content: string }[] }>(server, fan, 'comment/list', { article_id: fanPost })
  ).list;
  return {
    page: page.status === 1,
    detail: detail.status === 1,
    feed: feed.includes(post),
    search: search.includes(post),
    comments: comments.length > 0,
  };
}
const everywhere = { page: true, detail: true, feed: true, search: true, comments: true };
const nowhere = { page: false, detail: false, feed: false, search: false, comments: false };

describe('a suspension', () => {
  it('ends every session of the member at once', async () => {
    const second = (await signInByPassword()).body.data as { token: string };
    expect((await callAs(server, account, 'user/getUserInfo')).status).toBe(1);
    await suspend(7);
    for (const token of [account.token, second.token])
      expect((await callAs(server, { token }, 'user/getUserInfo')).status).toBe(422);
    await liftSuspension(db(), { userId: account.userId });
    account.token = ((await signInByPassword()).body.data as { token: string }).token;
  });

  it('refuses sign-in by password and email code, saying why and until when in their language', async () => {
    await suspend(10);
    const until = new Date(server.clock.now().getTime() + 10 * DAY_MS);
    const english = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(until);
    expect((await signInByPassword()).body).toMatchObject({
      status: 0,
      msg: `Your account is suspended until ${english}. Reason: Repeated spam in comments.`,
    });
    const french = new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(until);
    expect((await signInByPassword('fr')).body.msg).toBe(
      `Votre compte est suspendu jusqu’au ${french}. Motif : Repeated spam in comments.`,
    );
    expect((await server.call('account/sendEmailCode', { email: account.email, type: 5 })).body.msg).toBe('');
    const byCode = await server.call('account/loginByEmail', {
      email: account.email,
      code: mailer().lastCodeTo(account.email),
    });
    expect(byCode.body.msg).toBe(
      `Your account is suspended until ${english}. Reason: Repeated spam in comments.`,
    );
    await liftSuspension(db(), { userId: account.userId });
  });

  it('says so when it is for good', async () => {
    await suspend(null, 'Fraud.');
    expect((await signInByPassword()).body.msg).toBe(
      serverEnglish['server.account.suspendedForGood'].replace('{reason}', 'Fraud.'),
    );
    await liftSuspension(db(), { userId: account.userId });
  });

  it('hides their page, posts and comments from everyone while it runs', async () => {
    expect(await seenByFan()).toEqual(everywhere);
    await suspend(3);
    expect(await seenByFan()).toEqual(nowhere);
    expect((await callAs(server, undefined, 'user/getUserInfoByUuid', { uuid: account.uuid })).status).toBe(
      0,
    );
    await liftSuspension(db(), { userId: account.userId });
    expect(await seenByFan()).toEqual(everywhere);
  });

  it('ends by itself once its end has passed', async () => {
    await suspend(2);
    expect((await signInByPassword()).body.status).toBe(0);
    server.clock.advance(2 * DAY_MS + 60_000);
    expect((await signInByPassword()).body).toMatchObject({ status: 1, msg: '' });
    expect(await seenByFan()).toEqual(everywhere);
  });
});
