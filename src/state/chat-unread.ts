import { proxy } from 'valtio';

/**
 * The signed-in user's unread chat messages, for the navigation's Messages entry. Written by the
 * chat keeper (src/app/session/chat-keeper.tsx) from the contact list, which the socket keeps
 * current; a small store of its own so the navigation reads it without the chat's code.
 */
export const chatUnread = proxy({ total: 0 });
