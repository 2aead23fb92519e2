import { useEffect } from 'react';
import { useChatContacts } from '../../api/get-chat-contacts.ts';
import { useChatConnection } from '../../features/chat-connection/use-chat-connection.ts';
import { resetChat } from '../../state/chat.ts';
import { chatUnread } from '../../state/chat-unread.ts';
import { NotificationKeeper } from './notification-keeper.tsx';

/**
 * The signed-in user's chat for the whole session (spec §4), mounted by the root shell from login
 * (or, for a user already signed in, once the page has loaded) until logout:
 * - the chat socket connects and stays open, reconnecting after 3 s when it drops;
 * - the contact list loads (each conversation's last message and unread count), and the socket's
 *   events keep it current, so the navigation shows the unread total on every page;
 * - at logout the socket closes and the conversations are cleared.
 *
 * It brings the notification keeper (the bell's count) along: the same member, the same lifetime,
 * and no loader of its own in the shell every first visit carries (issue 8's budget).
 */
export function ChatKeeper() {
  useChatConnection();
  const contacts = useChatContacts();
  const total = contacts.data?.pages[0]?.unread_total ?? 0;
  useEffect(() => {
    chatUnread.total = total;
  }, [total]);
  useEffect(
    () => () => {
      chatUnread.total = 0;
      resetChat();
    },
    [],
  );
  return <NotificationKeeper />;
}
