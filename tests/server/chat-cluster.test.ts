/**
 * Issue 12: two chat server processes on one PostgreSQL and one Redis serve one conversation. Each
 * is a child process running the real app (chat-cluster-process.ts) with the chat bus on Redis;
 * the people sign up through a third, in-test server on the same database. A message sent on one
 * process arrives on a socket of the other; when the receiver's process is killed mid-conversation
 * (SIGKILL: nothing closed, nothing flushed) the receiver reconnects to the other process, re-sends
 * what was never acknowledged with the same signs, and the history holds every message exactly
 * once, in the order sent. Issue 24: a session revoked on any process (log out on one, a
 * suspension by an operator on the third) closes its sockets on both within 1 s, and its token is
 * refused on both within 1 s though a process holds it in memory.
 *
 * PostgreSQL and Redis are what make two processes one service, so without DATABASE_URL and
 * REDIS_URL (PGlite is one process's database) this file is skipped, saying so; .ci/run sets both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatContact, ChatWireMessage } from '../../src/contract/chat/chat-entities.ts';
import type { ChatServerEvent } from '../../src/contract/chat/chat-socket.ts';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeResponse,
} from '../../src/contract/envelope.ts';
import { CHAT_CLOSE_CODES } from '../../src/contract/chat/chat-socket.ts';
import { SESSION_MEMORY_MS } from '../../server/auth/session-memory.ts';
import { chatMessages } from '../../server/db/schema.ts';
import { closesOf, SESSION_END_CLOSE_MS } from './helpers/chat-closes.ts';
import {
  chatMember,
  connectAs,
  givenSubscription,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { relayTo, type ChatRelay } from './helpers/chat-relay.ts';
import { signInTestOperator } from './helpers/operators.ts';
import { GUEST_ID, startTestServer, type TestServer } from './helpers/test-server.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ready = Boolean(databaseUrl && redisUrl);
const SKIPPED = 'skipped: needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis; .ci/run sets both)';
if (!ready) console.warn(`tests/server/chat-cluster.test.ts ${SKIPPED}`);

/** One server process of the two. */
interface ChatProcess {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  wsUrl: string;
  exited: Promise<unknown>;
}

/** Starts a server process on the test's database and the shared Redis prefix. */
async function startChatProcess(name: string, database: string, prefix: string): Promise<ChatProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./chat-cluster-process.ts', import.meta.url))],
    {
      env: { ...process.env, DATABASE_URL: database, REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(() => {
      throw new Error(`chat process ${name} exited: ${errors}`);
    }),
  ]);
  const { port } = JSON.parse(first) as { port: number };
  return { name, child, baseUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws`, exited };
}

/** What a process answers the member's call to `/api/{path}`, opened from the envelope. */
async function answerOn(
  target: ChatProcess,
  member: ChatMember,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<EnvelopeResponse> {
  const form = sealRequest(
    { oauth_id: GUEST_ID, oauth_type: 'pwa', token: member.token, ...payload },
    DEVELOPMENT_KEYS,
  );
  const response = await fetch(`${target.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm(form),
  });
  return openResponse(await response.json(), DEVELOPMENT_KEYS);
}

/** Calls `/api/{path}` of a process through the envelope, as the member; expects it done. */
async function callOn<T>(
  target: ChatProcess,
  member: ChatMember,
  path: string,
  payload: Record<string, unknown> = {},
): Promise<T> {
  const body = await answerOn(target, member, path, payload);
  expect(body, path).toMatchObject({ status: 1, msg: '' });
  return body.data as T;
}

/** The whole conversation as the member reads it from a process: every page, newest first. */
async function wholeHistory(target: ChatProcess, member: ChatMember, other: ChatMember) {
  const all: ChatWireMessage[] = [];
  let cursor = '';
  do {
    const page = await callOn<{ list: ChatWireMessage[]; cursor: string }>(
      target,
      member,
      'chat/getHistory',
      {
        from_uuid: other.uuid,
        ...(cursor ? { cursor } : {}),
      },
    );
    expect(page.list.length).toBeLessThanOrEqual(20);
    all.push(...page.list);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

type Ack = Extract<ChatServerEvent, { event: 'ackMessage' }>;

/** The stored message of an acknowledged sign; fails when it was refused. */
async function ackOf(socket: ChatSocket, sign: string, timeoutMs?: number) {
  const outcome = await socket.outcomeOf(sign, timeoutMs);
  expect(outcome.event, JSON.stringify(outcome)).toBe('ackMessage');
  return (outcome as Ack).data.message;
}

describe.skipIf(!ready)(
  `two chat server processes on one PostgreSQL and one Redis${ready ? '' : ` (${SKIPPED})`}`,
  () => {
    /** Signs people up and holds the database; the conversation itself runs on the two processes. */
    let admin: TestServer;
    let one: ChatProcess;
    let two: ChatProcess;
    const sockets: ChatSocket[] = [];
    const relays: ChatRelay[] = [];

    const socketOn = async (target: ChatProcess, member: ChatMember) => {
      const socket = await connectAs(target.wsUrl, member);
      sockets.push(socket);
      return socket;
    };

    beforeAll(async () => {
      admin = await startTestServer({ seed: false });
      const url = new URL(databaseUrl!);
      url.pathname = `/${admin.database.label}`;
      const prefix = `fanvault-test-cluster-${randomBytes(6).toString('hex')}`;
      [one, two] = await Promise.all([
        startChatProcess('one', url.toString(), prefix),
        startChatProcess('two', url.toString(), prefix),
      ]);
    }, 90_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      for (const relay of relays) relay.close();
      for (const target of [one, two]) {
        if (target && target.child.exitCode === null && target.child.signalCode === null) {
          target.child.kill('SIGKILL');
          await target.exited;
        }
      }
      await admin?.close();
    });

    it('delivers a message sent on one process to the sockets on the other, both ways', async () => {
      const fan = await chatMember(admin);
      const creator = await chatMember(admin, 'creator');
      await givenSubscription(admin, fan, creator);
      const fanSocket = await socketOn(one, fan);
      const fanElsewhere = await socketOn(two, fan);
      const creatorSocket = await socketOn(two, creator);

      const sign = fanSocket.chat(creator.uuid, 'Sent on one');
      const acked = await ackOf(fanSocket, sign);
      expect(acked).toMatchObject({ from_uuid: fan.uuid, to_uuid: creator.uuid, content: 'Sent on one' });
      // The receiver on the other process gets it, and so does the sender's own socket there.
      expect((await creatorSocket.messageWithSign(sign)).data).toEqual({ ...acked, self: 0, unread: 1 });
      expect((await fanElsewhere.messageWithSign(sign)).data).toEqual(acked);

      const reply = creatorSocket.chat(fan.uuid, 'Answered on two');
      const answered = await ackOf(creatorSocket, reply);
      expect((await fanSocket.messageWithSign(reply)).data).toEqual({ ...answered, self: 0, unread: 1 });
      expect(answered.id).toBeGreaterThan(acked.id);
    });

    it('closes the sockets of a session logged out on one process, on both, within 1 s; a frame sent after is not stored', async () => {
      const fan = await chatMember(admin);
      const creator = await chatMember(admin, 'creator');
      await givenSubscription(admin, fan, creator);
      const onOne = await socketOn(one, fan);
      const onTwo = await socketOn(two, fan);
      // A phone on process two whose network loses the close frame: it goes on sending.
      const network = await relayTo(Number(new URL(two.baseUrl).port));
      relays.push(network);
      const deaf = await connectAs(network.wsUrl, fan);
      sockets.push(deaf);
      await ackOf(deaf, deaf.chat(creator.uuid, 'Before log out'));
      network.dropReplies();

      const closes = await closesOf([onOne, onTwo], () => callOn(one, fan, 'account/logout'));
      for (const close of closes) {
        expect(close.code).toBe(CHAT_CLOSE_CODES.unauthorized);
        expect(close.afterMs).toBeLessThanOrEqual(SESSION_END_CLOSE_MS);
      }
      const late = deaf.chat(creator.uuid, 'Sent after log out');
      // Process two cuts the socket that does not answer its close (2 s), having handled nothing more.
      await deaf.closed;
      const stored = await admin.database.handle.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.sign, late));
      expect(stored).toEqual([]);
    });

    it('refuses a token logged out on one process on the other within 1 s, though the other just served it', async () => {
      const fan = await chatMember(admin);
      // Process two now remembers the session (session-memory.ts).
      const statusOnTwo = async () => (await answerOn(two, fan, 'user/getUserInfo')).status;
      expect(await statusOnTwo()).toBe(1);
      await callOn(one, fan, 'account/logout');
      const loggedOutAt = Date.now();
      let status = await statusOnTwo();
      while (status !== 422 && Date.now() - loggedOutAt < SESSION_MEMORY_MS) status = await statusOnTwo();
      expect(status).toBe(422);
      expect(Date.now() - loggedOutAt).toBeLessThanOrEqual(SESSION_MEMORY_MS);
    });

    it("closes a suspended member's sockets on both processes within 1 s of the operator's call on a third", async () => {
      const moderator = await signInTestOperator(admin, 'moderator');
      const member = await chatMember(admin);
      const closes = await closesOf([await socketOn(one, member), await socketOn(two, member)], async () => {
        const { body } = await moderator.call('ops/suspendMember', {
          id: member.userId,
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

    it("loses nothing when the receiver's process is killed mid-conversation: history holds every message once", async () => {
      const fan = await chatMember(admin);
      const creator = await chatMember(admin, 'creator');
      await givenSubscription(admin, fan, creator);
      const fanSocket = await socketOn(one, fan);
      // The creator's phone reaches process two through a relay that can lose what the server sends.
      const network = await relayTo(Number(new URL(two.baseUrl).port));
      const creatorOnTwo = await connectAs(network.wsUrl, creator);
      sockets.push(creatorOnTwo);
      const fanTexts: string[] = [];
      const fanSigns: string[] = [];
      const sendFromFan = (text: string) => {
        fanTexts.push(text);
        fanSigns.push(fanSocket.chat(creator.uuid, text));
      };

      // The conversation runs across the two processes.
      for (let i = 0; i < 10; i += 1) sendFromFan(`fan ${i}`);
      for (const sign of fanSigns) await ackOf(fanSocket, sign);
      await creatorOnTwo.until(() =>
        fanSigns.every((sign) => creatorOnTwo.messages().some((m) => m.sign === sign)),
      );

      // The creator answers ten times while the fan keeps writing. The first answer is acknowledged;
      // then whatever process two sends the creator is lost on the way, and process two is killed
      // once half of the answers are stored, the rest still in flight.
      const creatorTexts = Array.from({ length: 10 }, (_, i) => `creator ${i}`);
      const creatorSigns = [creatorOnTwo.chat(fan.uuid, creatorTexts[0]!)];
      await ackOf(creatorOnTwo, creatorSigns[0]!);
      network.dropReplies();
      for (const text of creatorTexts.slice(1)) creatorSigns.push(creatorOnTwo.chat(fan.uuid, text));
      for (let i = 10; i < 15; i += 1) sendFromFan(`fan ${i}`);
      const storedAnswers = async () =>
        new Map(
          (
            await admin.database.handle.db
              .select({ sign: chatMessages.sign, id: chatMessages.id })
              .from(chatMessages)
              .where(eq(chatMessages.senderId, creator.userId))
          ).map((row) => [row.sign, row.id]),
        );
      const deadline = Date.now() + 5000;
      while ((await storedAnswers()).size < 5 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      two.child.kill('SIGKILL');
      await two.exited;
      network.close();
      expect((await creatorOnTwo.closed).code).toBe(1006);
      const storedAtKill = await storedAnswers();
      expect(storedAtKill.size).toBeGreaterThanOrEqual(5);
      for (let i = 15; i < 20; i += 1) sendFromFan(`fan ${i}`);
      // Process one goes on storing and acknowledging the fan's messages.
      const fanStored = new Map<string, ChatWireMessage>();
      for (const sign of fanSigns) fanStored.set(sign, await ackOf(fanSocket, sign));

      // The creator's app reconnects, to the process still running, and re-sends every answer it
      // holds without an ack, with the same sign.
      const acked = new Set(
        creatorOnTwo.events.flatMap((e) => (e.event === 'ackMessage' ? [e.data.confirmed_ack_id] : [])),
      );
      expect(acked.has(creatorSigns[0]!)).toBe(true);
      // Some answers were stored and their acks lost: the app cannot tell them from unsent ones.
      const ackLost = [...storedAtKill.keys()].filter((sign) => !acked.has(sign));
      expect(ackLost.length).toBeGreaterThan(0);
      const creatorOnOne = await socketOn(one, creator);
      creatorSigns.forEach((sign, i) => {
        if (!acked.has(sign)) creatorOnOne.chat(fan.uuid, creatorTexts[i]!, { sign });
      });
      const creatorStored = new Map<string, ChatWireMessage>();
      for (const [i, sign] of creatorSigns.entries()) {
        const message = acked.has(sign)
          ? creatorOnTwo.events.find(
              (e): e is Ack => e.event === 'ackMessage' && e.data.confirmed_ack_id === sign,
            )!.data.message
          : await ackOf(creatorOnOne, sign);
        expect(message.content).toBe(creatorTexts[i]);
        // One stored before the kill is acknowledged again as that same message.
        if (storedAtKill.has(sign)) expect(message.id).toBe(storedAtKill.get(sign));
        creatorStored.set(sign, message);
      }

      // The conversation goes on, on one process now.
      for (let i = 20; i < 25; i += 1) sendFromFan(`fan ${i}`);
      for (const sign of fanSigns.slice(20)) fanStored.set(sign, await ackOf(fanSocket, sign));
      await creatorOnOne.until(() =>
        fanSigns.slice(20).every((sign) => creatorOnOne.messages().some((m) => m.sign === sign)),
      );
      // The fan got every answer live (at least once; the same id each time).
      await fanSocket.until(() =>
        creatorSigns.every((sign) => fanSocket.messages().some((m) => m.sign === sign)),
      );
      for (const message of fanSocket.messages()) {
        if (creatorStored.has(message.sign)) expect(message.id).toBe(creatorStored.get(message.sign)!.id);
      }

      // The history, read from the surviving process, holds each of the 35 messages exactly once,
      // newest first, each sender's in the order sent.
      const history = await wholeHistory(one, creator, fan);
      expect(history).toHaveLength(35);
      expect(new Set(history.map((message) => message.id)).size).toBe(35);
      const ids = history.map((message) => message.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const oldestFirst = [...history].reverse();
      expect(oldestFirst.filter((m) => m.from_uuid === fan.uuid).map((m) => m.content)).toEqual(fanTexts);
      expect(oldestFirst.filter((m) => m.from_uuid === creator.uuid).map((m) => m.content)).toEqual(
        creatorTexts,
      );
      expect(new Set(ids)).toEqual(
        new Set([...fanStored.values(), ...creatorStored.values()].map((m) => m.id)),
      );
      // Whatever reached the creator live, before or after the kill, is the stored message by its id.
      for (const message of [...creatorOnTwo.messages(), ...creatorOnOne.messages()]) {
        expect(message.id).toBe(fanStored.get(message.sign)!.id);
      }
      // And the database agrees: one row per sign.
      const rows = await admin.database.handle.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, (await conversationOf(admin, history[0]!.id))!));
      expect(rows).toHaveLength(35);

      // Nothing read yet: the creator has all 25 of the fan's unread, wherever they look.
      const contacts = await callOn<{ list: ChatContact[] }>(one, creator, 'chat/getContactList');
      expect(contacts.list[0]).toMatchObject({
        uuid: fan.uuid,
        unread: 25,
        last_message: { content: 'fan 24' },
      });
    });
  },
);

/** The conversation a stored message belongs to. */
async function conversationOf(server: TestServer, messageId: number) {
  const [row] = await server.database.handle.db
    .select({ conversationId: chatMessages.conversationId })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row?.conversationId;
}
