/**
 * Chat between two members whose sockets are on different web processes, and a message sent as its
 * socket's process is killed: the app reconnects through nginx, re-sends what was never
 * acknowledged with the same sign, and the message is delivered and stored once.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatMessages } from '../../../server/db/schema.ts';
import { chatMember, connectAs, givenSubscription, type ChatSocket } from '../../server/helpers/chat.ts';
import type { Cluster } from '../cluster.ts';

/** The socket URL of one web process, on its own port. */
export const socketUrlOf = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws`;

/**
 * A fan and a creator who may message each other (a running subscription), each with a socket on
 * a different web process: the fan's on web `fanOn + 1`, the creator's on the other.
 */
export async function pairOnTwoProcesses(cluster: Cluster, sockets: ChatSocket[], fanOn: 0 | 1) {
  const fan = await chatMember(cluster.proxy);
  const creator = await chatMember(cluster.proxy, 'creator');
  await givenSubscription(cluster.admin, fan, creator);
  const fanSocket = await connectAs(socketUrlOf(cluster.webProcesses[fanOn].baseUrl), fan);
  const creatorSocket = await connectAs(socketUrlOf(cluster.webProcesses[1 - fanOn]!.baseUrl), creator);
  sockets.push(fanSocket, creatorSocket);
  return { fan, creator, fanSocket, creatorSocket };
}

/** The rows stored with this sign. */
export async function storedWithSign(cluster: Cluster, sign: string) {
  return cluster.admin.database.handle.db
    .select({ id: chatMessages.id, body: chatMessages.body })
    .from(chatMessages)
    .where(eq(chatMessages.sign, sign));
}

/** The stored message of an acknowledged sign; fails when it was refused. */
export async function ackedMessage(socket: ChatSocket, sign: string) {
  const outcome = await socket.outcomeOf(sign, 10_000);
  expect(outcome.event, JSON.stringify(outcome)).toBe('ackMessage');
  return (outcome as Extract<typeof outcome, { event: 'ackMessage' }>).data.message;
}

/** Fan on web 1, creator on web 2: each message reaches the other live and is stored once. */
export async function chatAcrossProcesses(cluster: Cluster, sockets: ChatSocket[]): Promise<void> {
  const { fan, creator, fanSocket, creatorSocket } = await pairOnTwoProcesses(cluster, sockets, 0);
  const sign = fanSocket.chat(creator.uuid, 'Sent on web 1');
  const stored = await ackedMessage(fanSocket, sign);
  expect((await creatorSocket.messageWithSign(sign)).data).toMatchObject({
    id: stored.id,
    content: 'Sent on web 1',
  });
  const reply = creatorSocket.chat(fan.uuid, 'Answered on web 2');
  const answer = await ackedMessage(creatorSocket, reply);
  expect((await fanSocket.messageWithSign(reply)).data).toMatchObject({ id: answer.id, self: 0 });
  for (const [each, content] of [
    [sign, 'Sent on web 1'],
    [reply, 'Answered on web 2'],
  ] as const)
    expect(await storedWithSign(cluster, each)).toEqual([{ id: expect.any(Number), body: content }]);
}
