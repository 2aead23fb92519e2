/**
 * MSW handlers of the chat's calls, one named handler per data state: chat/getContactList,
 * chat/getHistory, chat/markRead, chat/getMassMessageMute and chat/setMassMessageMute, and the profile of someone not in the list yet
 * (user/getUserInfoByUuid by uuid, a fixed profile). They keep no conversations: each answers fixed data, the
 * default world (makeChatConversations, makeChatContacts) or the data a story gives
 * `chatContactHandlers.of` and `chatHistoryHandlers.of`; what a conversation holds after a send
 * is the socket's acknowledgement (src/mocks/fake-chat-socket.ts), not a stored history. Who may
 * write to whom, limits and unread counts are the server's rules (tests/server/chat-messages.test.ts,
 * chat-history.test.ts); a story shows them as states. `chatCallLog` records what was asked.
 */
import { delay } from 'msw';
import { getChatContactListCall, getChatHistoryCall, markChatReadCall } from '../contract/chat/chat-calls.ts';
import type { ChatContact, ChatWireMessage } from '../contract/chat/chat-entities.ts';
import type { Creator } from '../contract/entities.ts';
import { CHAT_HISTORY_PAGE_SIZE } from '../contract/chat/chat-rules.ts';
import { getUserInfoByUuidCall } from '../contract/calls/user-get-user-info-by-uuid.ts';
import { massMessageMuteCall, setMassMessageMuteCall } from '../contract/calls/mass-messages.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { CHAT_PEERS, makeChatContacts, makeChatConversations } from './factories-chat.ts';
import { MOCK_SERVER_ERROR } from './mock-errors.ts';

export const chatCallLog = {
  /** Every history page asked: whose, and from which cursor ('' the newest). */
  history: [] as { peer: string; cursor: string }[],
  /** Every chat/markRead: whose, up to which id. */
  markRead: [] as { peer: string; id: number | undefined }[],
  /** Every chat/setMassMessageMute: whose, muted (1) or not (0). */
  massMute: [] as { uuid: string; muted: 0 | 1 }[],
};

/** Forgets what was asked, for a story to start from. */
export function resetChatCallLog(): void {
  chatCallLog.history.length = 0;
  chatCallLog.markRead.length = 0;
  chatCallLog.massMute.length = 0;
}

const never = async () => {
  await delay('infinite');
  return sealedError('unreachable');
};

/** chat/getContactList answering `contacts` in one page, `unreadTotal` unread in all. */
const contactsAnswering = (contacts: ChatContact[], unreadTotal: number) =>
  callHandler(getChatContactListCall, () =>
    sealedReply(getChatContactListCall, { list: contacts, cursor: '', unread_total: unreadTotal }),
  );

/** chat/getContactList */
export const chatContactHandlers = {
  /** Three contacts (makeChatContacts): the first creator with 3 unread, the second with 1. */
  loaded: contactsAnswering(makeChatContacts(), 4),
  /** Whatever contacts a story gives, with that many unread in all. */
  of: contactsAnswering,
  empty: contactsAnswering([], 0),
  loading: callHandler(getChatContactListCall, never),
  error: callHandler(getChatContactListCall, () => sealedError(MOCK_SERVER_ERROR)),
};

type HistoryPage = { list: ChatWireMessage[]; cursor: string };

/**
 * A conversation (newest first) cut into its fixed pages of CHAT_HISTORY_PAGE_SIZE, each under
 * the cursor that asks for it: '' the newest page; each page names the next one's cursor (its
 * oldest id), '' after the last. Answering is looking the asked cursor up, no keyset rule.
 */
function historyPages(conversation: readonly ChatWireMessage[]): Map<string, HistoryPage> {
  const pages = new Map<string, HistoryPage>();
  let cursor = '';
  for (let start = 0; start === 0 || start < conversation.length; start += CHAT_HISTORY_PAGE_SIZE) {
    const list = conversation.slice(start, start + CHAT_HISTORY_PAGE_SIZE);
    const next = start + CHAT_HISTORY_PAGE_SIZE < conversation.length ? String(list.at(-1)!.id) : '';
    pages.set(cursor, { list, cursor: next });
    cursor = next;
  }
  return pages;
}

/**
 * chat/getHistory answering the fixed pages of `conversations` (newest first, by the other
 * person's uuid); anyone else's is empty.
 */
const historyAnswering = (conversations: Record<string, readonly ChatWireMessage[]>) => {
  const byPeer = new Map(Object.entries(conversations).map(([peer, list]) => [peer, historyPages(list)]));
  return callHandler(getChatHistoryCall, async ({ input }) => {
    const cursor = input.cursor ?? '';
    chatCallLog.history.push({ peer: input.from_uuid, cursor });
    // A moment, as over a network: the story can see the loading state of an older page.
    if (cursor) await delay(150);
    const page = byPeer.get(input.from_uuid)?.get(cursor) ?? { list: [], cursor: '' };
    return sealedReply(getChatHistoryCall, page);
  });
};

/** chat/getHistory */
export const chatHistoryHandlers = {
  /** The default world's conversations (makeChatConversations), 20 a page. */
  loaded: historyAnswering(makeChatConversations()),
  /** Whatever conversations a story gives, 20 a page. */
  of: historyAnswering,
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

/**
 * The one the room opened by uuid is with when they are not in the contact list yet: the fourth
 * creator of CHAT_PEERS (the contact list holds the first three).
 */
export const MOCK_CHAT_NEW_PEER = CHAT_PEERS[3]!;

/** user/getUserInfoByUuid answering `peer`'s profile, whoever was asked for; `able` whether the viewer may write. */
const peerAnswering = (peer: Creator, able = true) =>
  callHandler(getUserInfoByUuidCall, () =>
    sealedReply(getUserInfoByUuidCall, { ...peer, is_able_send_message: able ? 1 : 0 }),
  );

/**
 * user/getUserInfoByUuid, asked for the room's person while the contact list has not named them
 * (not loaded yet, or not in it): a fixed profile per state.
 */
export const chatPeerHandlers = {
  /** The first creator of CHAT_PEERS (Mira Lens, whose room the default world opens), who may be written to. */
  known: peerAnswering(CHAT_PEERS[0]!),
  /** MOCK_CHAT_NEW_PEER, whom the viewer may not write to (no subscription either way). */
  notAllowed: peerAnswering(MOCK_CHAT_NEW_PEER, false),
  /** Whoever a story gives. */
  of: peerAnswering,
};

const muteAnswering = (muted: 0 | 1) =>
  callHandler(massMessageMuteCall, () => sealedReply(massMessageMuteCall, { muted }));

/** chat/getMassMessageMute: whether the fan muted a creator's mass messages (issue 25). */
export const chatMassMuteHandlers = {
  notMuted: muteAnswering(0),
  muted: muteAnswering(1),
  loading: callHandler(massMessageMuteCall, never),
  error: callHandler(massMessageMuteCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** chat/setMassMessageMute */
export const chatSetMassMuteHandlers = {
  /** Takes the change (a moment later, as over a network) and answers it; logged in chatCallLog.massMute. */
  default: callHandler(setMassMessageMuteCall, async ({ input }) => {
    chatCallLog.massMute.push({ uuid: input.uuid, muted: input.muted });
    await delay(100);
    return sealedReply(setMassMessageMuteCall, { muted: input.muted });
  }),
  /** Refuses with the server's message (logged too). */
  error: callHandler(setMassMessageMuteCall, ({ input }) => {
    chatCallLog.massMute.push({ uuid: input.uuid, muted: input.muted });
    return sealedError(MOCK_SERVER_ERROR);
  }),
};

/** Every chat call in the default world, by key. */
export const chatHandlers = {
  chatContacts: chatContactHandlers.loaded,
  chatHistory: chatHistoryHandlers.loaded,
  chatMarkRead: chatMarkReadHandlers.default,
  chatPeer: chatPeerHandlers.known,
  chatMassMute: chatMassMuteHandlers.notMuted,
  chatSetMassMute: chatSetMassMuteHandlers.default,
};
