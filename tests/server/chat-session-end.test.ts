/**
 * Issue 24: a chat socket stops the moment its session ends. Every way a session is revoked (log
 * out, a password change made from another session, an operator's suspension, account deletion)
 * closes the session's sockets with 4401 within 1 s (docs/api.md, "Close codes"), through the real
 * calls and real sockets; the member's other sessions keep theirs; and a client that goes on
 * sending after the close (it never read the close frame) has nothing stored. The same across two
 * server processes is in chat-cluster.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat/chat-socket.ts';
import { chatMessages, users } from '../../server/db/schema.ts';
import { logIn, signUp } from './helpers/accounts.ts';
import { closesOf, SESSION_END_CLOSE_MS } from './helpers/chat-closes.ts';
import { relayTo, type ChatRelay } from './helpers/chat-relay.ts';
import {
  chatMember,
  chatUrlOf,
  connectAs,
  givenSubscription,
  openChat,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { ok } from './helpers/money.ts';
import { signInTestOperator, type OperatorClient } from './helpers/operators.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let url: string;
let creator: ChatMember;
let moderator: OperatorClient;
const sockets: ChatSocket[] = [];
const relays: ChatRelay[] = [];

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  url = await chatUrlOf(server);
  creator = await chatMember(server, 'creator');
  moderator = await signInTestOperator(server, 'moderator');
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const relay of relays) relay.close();
  await server?.close();
});

/** A fan of the creator signed in twice (a phone and a laptop): two sessions, each with its chat token. */
async function fanWithTwoSessions() {
  const account = await signUp(server);
  const second = await logIn(server, account.email, account.password);
  const [row] = await server.database.handle.db
    .select({ id: users.id, aff: users.aff })
    .from(users)
    .where(eq(users.email, account.email));
  const sessionOf = async (token: string): Promise<ChatMember> => {
    const info = await ok<{ chat_token: string }>(server, { token }, 'user/getUserInfo');
    const { uuid } = account.login;
    return {
      token,
      uuid,
      userId: row!.id,
      aff: row!.aff,
      username: account.account,
      chatToken: info.chat_token,
    };
  };
  const phone = await sessionOf(account.login.token);
  const laptop = await sessionOf(second.token);
  await givenSubscription(server, phone, creator);
  return { phone, laptop, password: account.password };
}

/** A socket signed in as the member, closed after the file. */
async function socketOf(member: ChatMember, through = url) {
  const socket = await connectAs(through, member);
  sockets.push(socket);
  return socket;
}

/** Whether the socket still sends and stores: a message to the creator is acknowledged. */
async function stillSends(socket: ChatSocket) {
  const sign = socket.chat(creator.uuid, 'Still here');
  const outcome = await socket.outcomeOf(sign);
  return outcome.event === 'ackMessage';
}

const storedWithSign = (sign: string) =>
  server.database.handle.db.select().from(chatMessages).where(eq(chatMessages.sign, sign));

describe('a session that ends closes its chat sockets within 1 s', () => {
  it('on log out: every socket of that session, not those of the other; a frame sent after is not stored', async () => {
    const { phone, laptop } = await fanWithTwoSessions();
    const [first, second] = [await socketOf(phone), await socketOf(phone)];
    const onLaptop = await socketOf(laptop);
    // A phone whose network loses the server's close frame: it goes on sending after the close.
    const network = await relayTo(Number(new URL(server.baseUrl).port));
    relays.push(network);
    const deaf = await socketOf(phone, network.wsUrl);
    expect(await stillSends(deaf)).toBe(true);
    network.dropReplies();

    const closes = await closesOf([first, second], () => ok(server, phone, 'account/logout'));
    for (const close of closes) {
      expect(close.code).toBe(CHAT_CLOSE_CODES.unauthorized);
      expect(close.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
    }
    const late = deaf.chat(creator.uuid, 'Sent after log out');
    // The server cuts a socket that does not answer its close (2 s), having handled nothing more.
    await deaf.closed;
    expect(await storedWithSign(late)).toEqual([]);
    // The old chat token signs no new socket in.
    const again = await openChat(url);
    sockets.push(again);
    const refused = await again.initUser(phone.chatToken);
    expect(refused).toMatchObject({ event: 'error', data: { code: 'chat.tokenExpired', status: 422 } });
    expect((await again.closed).code).toBe(CHAT_CLOSE_CODES.unauthorized);
    // The laptop's session goes on.
    expect(await stillSends(onLaptop)).toBe(true);
  });

  it('on a password change: the sockets of the other sessions; the one that changed it keeps its own', async () => {
    const { phone, laptop, password } = await fanWithTwoSessions();
    const onPhone = await socketOf(phone);
    const onLaptop = await socketOf(laptop);
    const [close] = await closesOf([onPhone], () =>
      ok(server, laptop, 'user/changePassword', {
        old_password: password,
        new_password: 'Changed_pass2',
        new_password_confirm: 'Changed_pass2',
      }),
    );
    expect(close!.code).toBe(CHAT_CLOSE_CODES.unauthorized);
    expect(close!.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
    expect(await stillSends(onLaptop)).toBe(true);
  });

  it("on an operator's suspension: every socket of the member", async () => {
    const { phone, laptop } = await fanWithTwoSessions();
    const member = [await socketOf(phone), await socketOf(laptop)];
    const closes = await closesOf(member, async () => {
      const { body } = await moderator.call('ops/suspendMember', {
        id: phone.userId,
        days: 1,
        reason: 'Spam in messages.',
      });
      expect(body).toMatchObject({ status: 1, msg: '' });
    });
    for (const close of closes) {
      expect(close.code).toBe(CHAT_CLOSE_CODES.unauthorized);
      expect(close.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
    }
  });

  it('on account deletion: every socket of the account', async () => {
    const { phone, laptop, password } = await fanWithTwoSessions();
    const member = [await socketOf(phone), await socketOf(laptop)];
    const closes = await closesOf(member, () => ok(server, phone, 'user/deleteAccount', { password }));
    for (const close of closes) {
      expect(close.code).toBe(CHAT_CLOSE_CODES.unauthorized);
      expect(close.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
    }
  });
});
