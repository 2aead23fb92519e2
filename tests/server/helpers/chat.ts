/**
 * A chat client for the server tests, as docs/api.md describes one: a real WebSocket (`ws`) to
 * app/config's `im_url`, every frame sealed with the envelope's keys, events opened and checked
 * against the contract. Plus the people of a conversation: members with their chat tokens and a
 * subscription between them.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { chatServerEventSchema, type ChatServerEvent } from '../../../src/contract/chat/chat-socket.ts';
import type { ChatWireMessage } from '../../../src/contract/chat/chat-entities.ts';
import { DEVELOPMENT_KEYS, decryptPayload, sealRequest } from '../../../src/contract/envelope.ts';
import { subscriptionPlans, userSubscriptions } from '../../../server/db/schema.ts';
import { uploadSign } from '../../../server/modules/uploads/uploads.service.ts';
import { newCreator, newMember, ok, type Member } from './money.ts';
import type { TestServer } from './test-server.ts';

export interface ChatMember extends Member {
  chatToken: string;
}

/** A signed-up member (or creator) with the chat token of their session. */
export async function chatMember(
  server: TestServer,
  kind: 'member' | 'creator' = 'member',
): Promise<ChatMember> {
  const member = kind === 'creator' ? await newCreator(server) : await newMember(server);
  const info = await ok<{ chat_token: string }>(server, member, 'user/getUserInfo');
  expect(info.chat_token).toMatch(/^c1\.\d+\.[A-Za-z0-9_-]{43}$/);
  return { ...member, chatToken: info.chat_token };
}

/**
 * A subscription of `fan` to a plan of `creator`, running until `expireAt` (a day from the server's
 * now by default), as a paid order leaves it (the money tests cover paying).
 */
export async function givenSubscription(
  server: TestServer,
  fan: Member,
  creator: Member,
  expireAt = new Date(server.clock.now().getTime() + 24 * 3600_000),
): Promise<void> {
  const db = server.database.handle.db;
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      userId: creator.userId,
      name: 'Chat fans',
      content: 'Talk to me',
      priceCents: 500,
      expireDays: 30,
      unlockDays: 1000,
      position: 1,
    })
    .returning({ id: subscriptionPlans.id });
  const now = server.clock.now();
  await db.insert(userSubscriptions).values({
    userId: fan.userId,
    planId: plan!.id,
    creatorId: creator.userId,
    startedAt: now,
    periodStart: now,
    expireAt,
  });
}

/** Ends every subscription between the two (as time passing would). */
export async function endSubscriptions(server: TestServer, fan: Member): Promise<void> {
  await server.database.handle.db
    .update(userSubscriptions)
    .set({ expireAt: new Date(server.clock.now().getTime() - 1000) })
    .where(eq(userSubscriptions.userId, fan.userId));
}

/** A small picture in the given format, as a phone would send it. */
export function pictureOf(format: 'jpeg' | 'png' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05030' } })
    .toFormat(format)
    .toBuffer();
}

/** Uploads a picture through the image upload (docs/api.md 5.9); answers its `msg` and `upload_id`. */
export async function uploadPicture(server: TestServer, member: Member, bytes: Buffer) {
  const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
  const form = new FormData();
  form.set('timestamp', timestamp);
  form.set('sign', uploadSign(timestamp, member.token, DEVELOPMENT_KEYS));
  form.set('cover', new Blob([new Uint8Array(bytes)]), 'picture');
  const response = await fetch(`${server.baseUrl}/api/upload/image`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${member.token}` },
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { upload_id: string } };
  expect(answer.code, answer.msg).toBe(1);
  return { path: answer.msg, uploadId: answer.data.upload_id };
}

/** The socket URL app/config names, on the test server's port. */
export async function chatUrlOf(server: TestServer): Promise<string> {
  const config = await ok<{ im_url: string[] }>(server, undefined, 'app/config');
  const url = new URL(config.im_url[0]!);
  return `ws://127.0.0.1:${new URL(server.baseUrl).port}${url.pathname}`;
}

/** One chat socket, holding every event it received. */
export class ChatSocket {
  readonly events: ChatServerEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const body = JSON.parse(data.toString()) as { data: string };
      this.events.push(chatServerEventSchema.parse(decryptPayload(body.data, DEVELOPMENT_KEYS)));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  /** Sends a payload sealed as the app seals it; `now` (seconds) writes another timestamp. */
  send(payload: Record<string, unknown>, options: { now?: number } = {}): void {
    this.ws.send(JSON.stringify(sealRequest(payload, DEVELOPMENT_KEYS, options)));
  }

  /** The first event received that matches, waiting up to `timeoutMs`. */
  next<E extends ChatServerEvent>(
    match: (event: ChatServerEvent) => event is E,
    timeoutMs?: number,
  ): Promise<E>;
  next(match: (event: ChatServerEvent) => boolean, timeoutMs?: number): Promise<ChatServerEvent>;
  async next(match: (event: ChatServerEvent) => boolean, timeoutMs = 5000): Promise<ChatServerEvent> {
    let found: ChatServerEvent | undefined;
    await this.until(() => (found = this.events.find(match)) !== undefined, timeoutMs);
    return found!;
  }

  /** Waits until the condition holds (checked as events arrive), up to `timeoutMs`. */
  async until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (condition()) return;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('the socket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`not so within ${timeoutMs} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Signs in with a chat token; answers the server's initUser event. */
  async initUser(chatToken: string, extra: Record<string, unknown> = {}) {
    this.send({ cmd: 'chat/initUser', chat_token: chatToken, ...extra });
    return this.next((event) => event.event === 'initUser' || event.event === 'error');
  }

  /** Sends a message; answers its sign. */
  chat(
    toUuid: string,
    content: string,
    options: { msgType?: 'text' | 'photos'; sign?: string; microtime?: number } = {},
  ): string {
    const sign = options.sign ?? randomUUID();
    this.send({
      cmd: 'chat/chat',
      to_uuid: toUuid,
      type: 'friend',
      msgType: options.msgType ?? 'text',
      content,
      microtime: options.microtime ?? Date.now(),
      sign,
    });
    return sign;
  }

  /** The ack or the refusal of the message with this sign. */
  outcomeOf(sign: string, timeoutMs?: number) {
    return this.next(
      (event): event is Extract<ChatServerEvent, { event: 'ackMessage' | 'error' }> =>
        (event.event === 'ackMessage' && event.data.confirmed_ack_id === sign) ||
        (event.event === 'error' && event.data.sign === sign),
      timeoutMs,
    );
  }

  /** Every ack with this sign received so far. */
  acksOf(sign: string) {
    return this.events.filter(
      (event) => event.event === 'ackMessage' && event.data.confirmed_ack_id === sign,
    );
  }

  /** The chatMessage events received so far, in arrival order. */
  messages(): ChatWireMessage[] {
    return this.events.flatMap((event) => (event.event === 'chatMessage' ? [event.data] : []));
  }

  /** Waits for a chatMessage with this sign. */
  messageWithSign(sign: string, timeoutMs?: number) {
    return this.next(
      (event): event is Extract<ChatServerEvent, { event: 'chatMessage' }> =>
        event.event === 'chatMessage' && event.data.sign === sign,
      timeoutMs,
    );
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens a socket to the server's chat (without signing in). */
export async function openChat(url: string, headers: Record<string, string> = {}): Promise<ChatSocket> {
  const ws = new WebSocket(url, { headers });
  const socket = new ChatSocket(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return socket;
}

/** Opens a socket and signs it in as the member; fails the test when that is refused. */
export async function connectAs(url: string, member: ChatMember): Promise<ChatSocket> {
  const socket = await openChat(url);
  const ready = await socket.initUser(member.chatToken);
  expect(ready.event, JSON.stringify(ready)).toBe('initUser');
  return socket;
}
