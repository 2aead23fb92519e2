import type { markChatReadCall } from '../contract/chat/chat-calls.ts';
import { callApi } from './client.ts';

/**
 * `chat/markRead`: the messages from `peer` up to and including `id` are read (spec §4: unread is
 * cleared when scrolled into view). Answers what is still unread from them.
 */
export function markChatRead(peer: string, id: number) {
  return callApi<typeof markChatReadCall>('chat/markRead', { from_uuid: peer, id });
}
