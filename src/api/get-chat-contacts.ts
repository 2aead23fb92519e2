import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { getChatContactListCall } from '../contract/chat/chat-calls.ts';
import type { ChatContact } from '../contract/chat/chat-entities.ts';
import { CHAT_CONTACTS_PAGE_SIZE } from '../contract/chat/chat-rules.ts';
import type { CallResponse } from '../contract/call.ts';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';
import { nextCursorOf } from './next-cursor-page.ts';

export type ChatContactPage = CallResponse<typeof getChatContactListCall>;
export type ChatContactPages = InfiniteData<ChatContactPage, string>;

/** The chat's root key: contacts and anything else the chat caches from the server. */
export const chatKeys = {
  root: ['chat'] as const,
  contacts: () => [...chatKeys.root, 'contacts'] as const,
};

/** One page of the people the viewer has a conversation with, the most recent first. */
export function fetchChatContacts(cursor: string, signal?: AbortSignal) {
  return callApi<typeof getChatContactListCall>(
    'chat/getContactList',
    cursor ? { cursor, limit: CHAT_CONTACTS_PAGE_SIZE } : { limit: CHAT_CONTACTS_PAGE_SIZE },
    { signal },
  );
}

export function chatContactsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chatKeys.contacts(),
    queryFn: ({ pageParam, signal }) => fetchChatContacts(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: ChatContactPage) => nextCursorOf(last, CHAT_CONTACTS_PAGE_SIZE),
  });
}

/** The contact list (spec §2 Chat), page by page; idle for a visitor. */
export function useChatContacts() {
  const { token } = useSnapshot(session);
  return useInfiniteQuery({ ...chatContactsQueryOptions(), enabled: Boolean(token) });
}

/** Every contact of the loaded pages, each once (a contact moved up by a new message may repeat). */
export function contactsOfPages(data: { pages: readonly ChatContactPage[] } | undefined): ChatContact[] {
  const seen = new Set<string>();
  const contacts: ChatContact[] = [];
  for (const page of data?.pages ?? []) {
    for (const contact of page.list) {
      if (seen.has(contact.uuid)) continue;
      seen.add(contact.uuid);
      contacts.push(contact);
    }
  }
  return contacts;
}
