/**
 * The chat's API calls (spec §7 "Chat"): a conversation's history, the contact list, and marking
 * a conversation read. Messages themselves are sent on the socket (chat-socket.ts).
 */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { text } from '../strings.ts';
import { chatContactSchema, chatWireMessageSchema } from './chat-entities.ts';
import { CHAT_CONTACTS_PAGE_SIZE } from './chat-rules.ts';

const otherUuid = text().check(z.trim(), z.minLength(1), z.maxLength(64));
/** Where the next page starts: the `cursor` the previous page answered; absent or '' for the first. */
const cursor = z.optional(text().check(z.maxLength(200)));

/**
 * The conversation with `from_uuid`, newest first, CHAT_HISTORY_PAGE_SIZE (20) a page, read by
 * key: `cursor` '' in the answer means there is nothing older.
 */
export const getChatHistoryCall = defineCall({
  path: 'chat/getHistory',
  access: 'member',
  request: z.object({ from_uuid: otherUuid, cursor }),
  response: z.object({ list: z.array(chatWireMessageSchema), cursor: z.string() }),
});

/**
 * The people the viewer has a conversation with, the most recent conversation first, each with
 * its newest message and unread count; `unread_total` counts every unread message (the navigation's
 * badge). Read by key like the history.
 */
export const getChatContactListCall = defineCall({
  path: 'chat/getContactList',
  access: 'member',
  request: z.object({
    cursor,
    limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), CHAT_CONTACTS_PAGE_SIZE),
  }),
  response: z.object({
    list: z.array(chatContactSchema),
    cursor: z.string(),
    unread_total: z.int().check(z.nonnegative()),
  }),
});

/**
 * Marks the messages from `from_uuid` read, up to and including message `id` (the newest one the
 * app showed), or all of them without `id`. Answers what is still unread from them; repeating it
 * changes nothing.
 */
export const markChatReadCall = defineCall({
  path: 'chat/markRead',
  access: 'member',
  request: z.object({
    from_uuid: otherUuid,
    id: z.optional(z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
  }),
  response: z.object({ unread: z.int().check(z.nonnegative()) }),
});
