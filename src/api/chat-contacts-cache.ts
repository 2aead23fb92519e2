/**
 * The contact list in the query cache kept in step with the socket, so a new message moves its
 * contact to the top with its text and unread count without asking the server again. A message
 * from someone not in the list yet refetches it (their name and picture come from the server).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatContact, ChatWireMessage } from '../contract/chat/chat-entities.ts';
import { chatKeys, type ChatContactPages } from './get-chat-contacts.ts';

function update(queryClient: QueryClient, change: (data: ChatContactPages) => ChatContactPages | undefined) {
  const data = queryClient.getQueryData<ChatContactPages>(chatKeys.contacts());
  if (!data) return;
  const next = change(data);
  if (next) queryClient.setQueryData<ChatContactPages>(chatKeys.contacts(), next);
}

function findContact(data: ChatContactPages, uuid: string): ChatContact | undefined {
  for (const page of data.pages) {
    const contact = page.list.find((candidate) => candidate.uuid === uuid);
    if (contact) return contact;
  }
  return undefined;
}

/** Adds `delta` to the total of unread messages (the first page's, which the list shows). */
function withTotal(data: ChatContactPages, delta: number): ChatContactPages {
  const [first, ...rest] = data.pages;
  if (!first || delta === 0) return data;
  return { ...data, pages: [{ ...first, unread_total: Math.max(0, first.unread_total + delta) }, ...rest] };
}

/**
 * A message of a conversation was stored (sent, received, or sent from another device): its
 * contact moves to the top with it as the last message; `unseen` counts it unread.
 */
export function contactsWithMessage(
  queryClient: QueryClient,
  wire: ChatWireMessage,
  peer: string,
  unseen: boolean,
): void {
  const data = queryClient.getQueryData<ChatContactPages>(chatKeys.contacts());
  if (!data) return;
  const contact = findContact(data, peer);
  if (!contact) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
    return;
  }
  const newer = wire.id >= contact.last_message.id;
  const moved: ChatContact = {
    ...contact,
    last_message: newer ? wire : contact.last_message,
    unread: contact.unread + (unseen ? 1 : 0),
  };
  update(queryClient, (current) => {
    // A newer message moves its contact to the top; an older one (a gap filled) only counts.
    const pages = current.pages.map((page) => ({
      ...page,
      list: newer
        ? page.list.filter((candidate) => candidate.uuid !== peer)
        : page.list.map((candidate) => (candidate.uuid === peer ? moved : candidate)),
    }));
    if (newer && pages[0]) pages[0] = { ...pages[0], list: [moved, ...pages[0].list] };
    return withTotal({ ...current, pages }, unseen ? 1 : 0);
  });
}

/** What the server says is still unread from `peer` (chat/markRead's answer). */
export function contactsWithUnread(queryClient: QueryClient, peer: string, unread: number): void {
  update(queryClient, (current) => {
    const contact = findContact(current, peer);
    if (!contact || contact.unread === unread) return undefined;
    const pages = current.pages.map((page) => ({
      ...page,
      list: page.list.map((candidate) => (candidate.uuid === peer ? { ...candidate, unread } : candidate)),
    }));
    return withTotal({ ...current, pages }, unread - contact.unread);
  });
}

/** Asks the server for the list again (a reconnect may have missed messages). */
export function refreshContacts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.contacts() });
}
