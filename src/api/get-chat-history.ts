/**
 * `chat/getHistory`: a conversation, newest first, 20 a page, read by key (spec §7, §9). The chat
 * room keeps what it reads in its conversation (src/state/chat.ts), merged with the socket's
 * messages, so this is a fetcher without a query of its own.
 */
import type { getChatHistoryCall } from '../contract/chat/chat-calls.ts';
import { callApi } from './client.ts';

/** One page of the conversation with `peer`; `cursor` '' (or absent) for the newest page. */
export function fetchChatHistory(peer: string, cursor = '', signal?: AbortSignal) {
  return callApi<typeof getChatHistoryCall>(
    'chat/getHistory',
    cursor ? { from_uuid: peer, cursor } : { from_uuid: peer },
    { signal },
  );
}
