import { fetchChatHistory } from '../../api/get-chat-history.ts';
import { receiveNewestPage, setHistoryLoading } from '../../state/chat.ts';

/**
 * Reads the newest page of the conversation with `peer` again (a paid message just bought shows
 * unlocked even when the socket's copy was missed); a failure leaves what is held.
 */
export function refreshConversation(peer: string): Promise<void> {
  return fetchChatHistory(peer).then(
    (page) => receiveNewestPage(peer, page.list, page.cursor),
    () => setHistoryLoading(peer, false),
  );
}
