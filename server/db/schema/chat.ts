/** Chat (docs/decisions.md, "Chat"): one-to-one conversations, each side of them, and their messages. */
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { uploads } from './uploads.ts';

/**
 * A one-to-one conversation (docs/decisions.md, "Chat"): the pair, lower user id first. Storing a
 * message locks this row first, so a conversation's messages are stored one at a time and their
 * ids follow the order they were stored in.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    userAId: integer('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: integer('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.userAId, t.userBId),
    index('chat_conversations_user_b_idx').on(t.userBId),
  ],
);

/**
 * One side of a conversation: the contact list of `user_id` (newest conversation first by
 * `last_message_id`), what they have read and how many messages to them are unread.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The newest message of the conversation, either way. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    /** Messages to this user up to this id are read. */
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
    /** Messages to this user after read_id. */
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    uniqueIndex('chat_members_pair_idx').on(t.userId, t.peerId),
    index('chat_members_contacts_idx').on(t.userId, t.lastMessageId),
    index('chat_members_conversation_idx').on(t.conversationId),
    // An account's deletion finds the rows that name it as the peer.
    index('chat_members_peer_idx').on(t.peerId),
  ],
);

/**
 * A chat message, stored before it is acknowledged. `sign` is the sender's id of it: a re-sent
 * message (a lost ack) meets the unique (sender, sign) and is not stored twice. A photo names the
 * sender's upload; its original is served signed to the two of them (chat/chat-media.ts).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sign: text('sign').notNull(),
    /** 'text', 'photos', 'tip' (a paid tip sent from the chat) or 'paid' (a creator's paid message), issue 25. */
    msgType: text('msg_type').notNull(),
    /** The trimmed text; '' for a photo. */
    body: text('body').notNull().default(''),
    uploadId: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The sender's clock when sending (the socket's microtime), milliseconds since the epoch. */
    clientTime: bigint('client_time', { mode: 'number' }).notNull(),
    /** A tip's amount in cents, as the conversation shows it; null for every other message. */
    tipCents: integer('tip_cents'),
    /** A paid message's price in cents (issue 25; its pictures in chat_message_media); null otherwise. */
    priceCents: integer('price_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_sign_idx').on(t.senderId, t.sign),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_receiver_idx').on(t.receiverId),
    index('chat_messages_upload_idx').on(t.uploadId),
  ],
);

/**
 * The pictures of a paid message (issue 25), in the order sent. The fan sees their public blurred
 * previews; the originals open for the sender, and for the fan once chat_message_unlocks says paid.
 */
export const chatMessageMedia = pgTable(
  'chat_message_media',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    index('chat_message_media_upload_idx').on(t.uploadId),
  ],
);
