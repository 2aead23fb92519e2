/**
 * Chat data for stories (spec §3 chat user, chat message), typed by the chat contract: the signed-in
 * story user (makeUserInfo, Ada) talks with creators of makeCreator; ids follow the server's
 * order (one sequence per conversation, older is smaller).
 */
import type { ChatContact, ChatWireMessage } from '../contract/chat/chat-entities.ts';
import type { Creator } from '../contract/entities.ts';
import { MOCK_NOW_SECONDS, makeCreator } from './factories.ts';
import { makeUserInfo } from './factories-user.ts';
import { mockPhoto } from './images.ts';

/** The viewer of every chat story. */
export const CHAT_VIEWER = makeUserInfo();

/** The people the viewer talks with: creators 1 to 4 of the factories. */
export const CHAT_PEERS: Creator[] = [1, 2, 3, 4].map((id) => makeCreator({ id }));

export interface WireOptions {
  id: number;
  peer: string;
  /** Sent by the viewer. @default false */
  self?: boolean;
  content?: string;
  msgType?: 'text' | 'photos' | 'tip' | 'paid';
  /** A tip's amount (msgType `tip`). @default 0 */
  tipAmount?: number;
  /** A paid message's price, pictures and purchase (msgType `paid`). */
  paid?: {
    price: number;
    media: ChatWireMessage['media'];
    bought: boolean;
    /** A video instead of pictures. */
    video?: ChatWireMessage['video'];
  };
  unread?: boolean;
  /** Seconds since the epoch. @default MOCK_NOW_SECONDS - (1000 - id) * 60 */
  at?: number;
  width?: number;
  height?: number;
}

/** One stored message of the conversation with `peer`. */
export function makeChatWireMessage({
  id,
  peer,
  self = false,
  content = `Message ${id}`,
  msgType = 'text',
  unread = false,
  at = MOCK_NOW_SECONDS - (1000 - id) * 60,
  width = 0,
  height = 0,
  tipAmount = 0,
  paid,
}: WireOptions): ChatWireMessage {
  return {
    id,
    sign: `s${id}`,
    from_uuid: self ? CHAT_VIEWER.uuid : peer,
    to_uuid: self ? peer : CHAT_VIEWER.uuid,
    msgType,
    content,
    tip_amount: tipAmount,
    price: paid?.price ?? 0,
    media: paid?.media ?? [],
    video: paid?.video ?? null,
    bought: paid?.bought ? 1 : 0,
    width,
    height,
    microtime: at * 1000,
    created_ts: at,
    created_at: new Date(at * 1000).toISOString(),
    self: self ? 1 : 0,
    unread: !self && unread ? 1 : 0,
  };
}

/** A conversation of `count` messages, ids 1..count, taking turns, newest first (as getHistory answers). */
export function makeConversation(peer: string, count: number, unreadLast = 0): ChatWireMessage[] {
  const list: ChatWireMessage[] = [];
  for (let id = 1; id <= count; id += 1) {
    list.push(
      makeChatWireMessage({
        id,
        peer,
        self: id % 3 === 2,
        content: id % 3 === 2 ? `Thanks! (${id})` : `Here is the behind-the-scenes note number ${id}.`,
        unread: id > count - unreadLast,
      }),
    );
  }
  return list.reverse();
}

/** A photo message the other person sent. */
export function makePhotoMessage(id: number, peer: string, self = false): ChatWireMessage {
  return makeChatWireMessage({
    id,
    peer,
    self,
    msgType: 'photos',
    content: mockPhoto({ width: 800, height: 600, seed: id }),
    width: 800,
    height: 600,
  });
}

/** A contact row: the person and the newest message with them. */
export function makeChatContact(creator: Creator, last: ChatWireMessage, unread = 0): ChatContact {
  return {
    uuid: creator.uuid,
    username: creator.username,
    nickname: creator.nickname,
    avatar: creator.thumb,
    aff: creator.aff,
    last_message: last,
    unread,
    is_able_send_message: creator.is_able_send_message,
    is_creator: 1,
  };
}

/** How many messages the default world's conversation with the first creator holds (three pages). */
export const MOCK_CHAT_HISTORY_LENGTH = 45;

/**
 * The default world's conversations, by the other person's uuid, newest first: 45 messages with
 * the first creator (the last 3 unread), a photo from the second, one sent line to the third.
 */
export function makeChatConversations(): Record<string, ChatWireMessage[]> {
  const [mira, jonas, sora] = CHAT_PEERS as [Creator, Creator, Creator];
  return {
    [mira.uuid]: makeConversation(mira.uuid, MOCK_CHAT_HISTORY_LENGTH, 3),
    [jonas.uuid]: [makePhotoMessage(7, jonas.uuid)],
    [sora.uuid]: [
      makeChatWireMessage({ id: 3, peer: sora.uuid, self: true, content: 'See you at the shoot!' }),
    ],
  };
}

/** The default world's contacts: the three conversations, 3 unread with the first, 1 with the second. */
export function makeChatContacts(): ChatContact[] {
  const [mira, jonas, sora] = CHAT_PEERS as [Creator, Creator, Creator];
  const conversations = makeChatConversations();
  return [
    makeChatContact(mira, conversations[mira.uuid]![0]!, 3),
    makeChatContact(jonas, conversations[jonas.uuid]![0]!, 1),
    makeChatContact(sora, conversations[sora.uuid]![0]!),
  ];
}
