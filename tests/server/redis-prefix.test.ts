/**
 * Issue 24: REDIS_PREFIX keeps deployments that share one Redis apart. Three servers on one Redis,
 * each on a database of its own (so the same user ids): `one` and `twin` under one prefix, as two
 * processes of one deployment, and `other` under another. The twin counts one's sign-ups and hears
 * one's chat, which shows the prefix is what they meet by; the other deployment does neither.
 * (Revoked sessions are announced by the database, not Redis: each deployment hears only its own.)
 * Needs REDIS_URL; skipped without it, saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, newAccountDetails, signUp } from './helpers/accounts.ts';
import {
  chatMember,
  connectAs,
  givenSubscription,
  type ChatMember,
  type ChatSocket,
} from './helpers/chat.ts';
import { ownRedisPrefix, startTestServer, type TestServer } from './helpers/test-server.ts';

const redisUrl = process.env.REDIS_URL;
const SKIPPED = 'skipped: needs REDIS_URL (Redis; .ci/run sets it)';
if (!redisUrl) console.warn(`tests/server/redis-prefix.test.ts ${SKIPPED}`);

/** How long a delivery that is not coming is waited for, once the twin's has arrived. */
const SILENCE_MS = 500;

describe.skipIf(!redisUrl)(`deployments on one Redis${redisUrl ? '' : ` (${SKIPPED})`}`, () => {
  let one: TestServer;
  let twin: TestServer;
  let other: TestServer;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    const shared = ownRedisPrefix();
    // One after another: the first of a run saves the migrated template the others copy.
    one = await startTestServer({ env: { REDIS_PREFIX: shared } });
    twin = await startTestServer({ env: { REDIS_PREFIX: shared } });
    other = await startTestServer({ env: { REDIS_PREFIX: ownRedisPrefix() } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([one, twin, other].map((server) => server?.close()));
  });

  it("delivers a chat message to the receiver's user id under its own prefix only", async () => {
    // The same people, signed up in the same order, on each server: the same user ids.
    const people = async (server: TestServer) => ({
      fan: await chatMember(server),
      creator: await chatMember(server, 'creator'),
    });
    const [here, twins, others] = [await people(one), await people(twin), await people(other)];
    for (const each of [twins, others]) expect(each.creator.userId).toBe(here.creator.userId);
    await givenSubscription(one, here.fan, here.creator);
    const socketOf = async (server: TestServer, member: ChatMember) => {
      const socket = await connectAs(`${server.baseUrl.replace(/^http/, 'ws')}/ws`, member);
      sockets.push(socket);
      return socket;
    };
    const fanSocket = await socketOf(one, here.fan);
    const twinCreator = await socketOf(twin, twins.creator);
    const otherCreator = await socketOf(other, others.creator);

    const sign = fanSocket.chat(here.creator.uuid, 'Only for this deployment');
    expect((await fanSocket.outcomeOf(sign)).event).toBe('ackMessage');
    expect((await twinCreator.messageWithSign(sign)).data.content).toBe('Only for this deployment');
    await new Promise((resolve) => setTimeout(resolve, SILENCE_MS));
    expect(otherCreator.messages()).toEqual([]);
  });

  it('counts the sign-ups of an address (5 an hour) under its own prefix only', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await signUp(one, {}, { address });
    const sixth = (server: TestServer) =>
      server.call('account/registerByPassword', { ...newAccountDetails() }, { address });
    expect((await sixth(twin)).body).toMatchObject({ status: 0, msg: expect.stringMatching(/^Too many/) });
    expect((await sixth(other)).body).toMatchObject({ status: 1, msg: '' });
  });
});
