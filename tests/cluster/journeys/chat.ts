/**
 * Chat sockets pinned to one web process each, for what a browser cannot be made to do on cue (a
 * message sent as its socket's process is killed: failover.ts), and the checks on what they
 * stored. Chat between two browsers through nginx is chat-in-browsers.ts.
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
