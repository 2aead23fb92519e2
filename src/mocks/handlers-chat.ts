/**
 * MSW handlers of the chat's calls, one named handler per state: chat/getContactList,
 * chat/getHistory (pages of 20 by key, newest first, over `mockChat`'s conversations),
 * chat/markRead, and the profile of someone not in the list yet (user/getUserInfoByUuid by uuid).
 * `chatCallLog` records what was asked. The socket itself is src/mocks/fake-chat-socket.ts.
 */
import { delay } from 'msw';
import { getChatContactListCall, getChatHistoryCall, markChatReadCall } from '../contract/chat/chat-calls.ts';
import type { ChatContact, ChatWireMessage } from '../contract/chat/chat-entities.ts';
import { CHAT_HISTORY_PAGE_SIZE } from '../contract/chat/chat-rules.ts';
import { getUserInfoByUuidCall } from '../contract/calls/user-get-user-info-by-uuid.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { CHAT_PEERS } from './factories-chat.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

/** The conversations as the mocked server holds them: newest first, by the other person's uuid. */
export const mockChat = {
  conversations: {} as Record<string, ChatWireMessage[]>,
  contacts: [] as ChatContact[],
};

export const chatCallLog = {
  /** Every history page asked: whose, and from which cursor ('' the newest). */
  history: [] as { peer: string; cursor: string }[],
  /** Every chat/markRead: whose, up to which id. */
  markRead: [] as { peer: string; id: number | undefined }[],
};

/** Sets what the mocked server holds and forgets what was asked. */
export function resetChatMocks(
  conversations: Record<string, ChatWireMessage[]> = {},
  contacts: ChatContact[] = [],
): void {
  mockChat.conversations = conversations;
  mockChat.contacts = contacts;
  chatCallLog.history.length = 0;
  chatCallLog.markRead.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** chat/getContactList */
export const chatContactHandlers = {
  /** mockChat's contacts, one page. */
  loaded: callHandler(getChatContactListCall, () =>
    sealedReply(getChatContactListCall, {
      list: mockChat.contacts,
      cursor: '',
      unread_total: mockChat.contacts.reduce((sum, contact) => sum + contact.unread, 0),
    }),
  ),
  empty: callHandler(getChatContactListCall, () =>
    sealedReply(getChatContactListCall, { list: [], cursor: '', unread_total: 0 }),
  ),
  loading: callHandler(getChatContactListCall, never),
  error: callHandler(getChatContactListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** chat/getHistory */
export const chatHistoryHandlers = {
  /** mockChat's conversation with `from_uuid`, 20 a page; the cursor is the oldest id sent. */
  loaded: callHandler(getChatHistoryCall, async ({ input }) => {
    const cursor = input.cursor ?? '';
    chatCallLog.history.push({ peer: input.from_uuid, cursor });
    // A moment, as over a network: the story can see the loading state of an older page.
    if (cursor) await delay(150);
    const all = mockChat.conversations[input.from_uuid] ?? [];
    const older = cursor ? all.filter((message) => message.id < Number(cursor)) : all;
    const list = older.slice(0, CHAT_HISTORY_PAGE_SIZE);
    const more = older.length > list.length;
    return sealedReply(getChatHistoryCall, { list, cursor: more ? String(list.at(-1)!.id) : '' });
  }),
  loading: callHandler(getChatHistoryCall, never),
  error: callHandler(getChatHistoryCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** chat/markRead */
export const chatMarkReadHandlers = {
  default: callHandler(markChatReadCall, ({ input }) => {
    chatCallLog.markRead.push({ peer: input.from_uuid, id: input.id });
    return sealedReply(markChatReadCall, { unread: 0 });
  }),
};

/** user/getUserInfoByUuid for a room opened by uuid (someone not in the contact list). */
export const chatPeerHandlers = {
  /** The creators of CHAT_PEERS; whoever else is unknown. */
  known: callHandler(getUserInfoByUuidCall, ({ input }) => {
    const peer = CHAT_PEERS.find(
      (creator) => creator.uuid === input.uuid || creator.username === input.username,
    );
    return peer ? sealedReply(getUserInfoByUuidCall, peer) : sealedError('This account does not exist');
  }),
  /** The same creators, none of whom the viewer may write to (no subscription either way). */
  notAllowed: callHandler(getUserInfoByUuidCall, ({ input }) => {
    const peer = CHAT_PEERS.find(
      (creator) => creator.uuid === input.uuid || creator.username === input.username,
    );
    return peer
      ? sealedReply(getUserInfoByUuidCall, { ...peer, is_able_send_message: 0 })
      : sealedError('This account does not exist');
  }),
};

/** Every chat call answered from mockChat. */
export const chatHandlers = {
  chatContacts: chatContactHandlers.loaded,
  chatHistory: chatHistoryHandlers.loaded,
  chatMarkRead: chatMarkReadHandlers.default,
  chatPeer: chatPeerHandlers.known,
};
