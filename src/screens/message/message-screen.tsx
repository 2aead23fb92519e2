import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { contactsOfPages, useChatContacts } from '../../api/get-chat-contacts.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { megaphoneIcon, messageIcon } from '../../components/atoms/icon/icons.ts';
import { useViewer } from '../../api/use-viewer.ts';
import { ROLE } from '../../contract/enums.ts';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { InfiniteScrollSentinel } from '../../components/molecules/infinite-scroll-sentinel/infinite-scroll-sentinel.tsx';
import type { ChatContactSummary } from '../../components/molecules/chat-contact-row/chat-contact-row.tsx';
import {
  ChatContactList,
  ChatContactListSkeleton,
} from '../../components/organisms/chat-contact-list/chat-contact-list.tsx';
import type { ChatContact } from '../../contract/chat/chat-entities.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import type { CreateChatSocket } from '../../features/chat-connection/chat-connection.ts';
import { useChatConnection } from '../../features/chat-connection/use-chat-connection.ts';
import { MessageRoom } from './message-room.tsx';
import { messageScreenMessages as m } from './message-messages.ts';

export interface MessageScreenProps {
  /** The uuid of the person whose room is open (`/{lang}/message/{to}`); none for the list alone. */
  to?: string;
  /** The socket; a story's fake in place of the real one. @default the real ChatSocket */
  createSocket?: CreateChatSocket;
  /** The present the contact list's times are measured from (a story's); the live clock when absent. */
  now?: number;
}

function summaryOf(contact: ChatContact): ChatContactSummary {
  return {
    uuid: contact.uuid,
    name: contact.nickname || contact.username,
    avatar: contact.avatar,
    last: {
      content: contact.last_message.content,
      contentType: contact.last_message.msgType,
      tipAmount: contact.last_message.tip_amount,
      price: contact.last_message.price,
      self: contact.last_message.self === 1,
      timestamp: contact.last_message.created_ts * 1000,
    },
    unread: contact.unread,
  };
}

/**
 * `/{lang}/message/{to?}` (spec §2 Chat): the contact list and, from 958 px, the open room beside
 * it (on a phone, one or the other). It uses the app's chat connection, open from login to logout
 * (use-chat-connection.ts); the conversations it fills stay on the device until logout reloads the
 * app.
 */
export function MessageScreen({ to, createSocket, now }: MessageScreenProps) {
  const intl = useIntl();
  const path = useLocalePath();
  const userInfo = useUserInfo();
  const contacts = useChatContacts();
  const { role } = useViewer();

  // Not to oneself (spec §5): a room with oneself is not opened.
  const peer = to && to !== userInfo.data?.uuid ? to : null;
  const connection = useChatConnection(createSocket);
  useEffect(() => {
    connection?.setOpenPeer(peer);
    return () => connection?.setOpenPeer(null);
  }, [connection, peer]);

  const list = contactsOfPages(contacts.data);
  const contact = peer ? list.find((candidate) => candidate.uuid === peer) : undefined;

  return (
    // On a phone the screen fills the window between the app's bar (3.5rem) and the bottom
    // navigation (its published height), and gives back the layout's 6rem foot padding, so the
    // composer sits right on the navigation with no blank band between (issue 22) and the page
    // does not scroll; when the navigation is absent or has slid away the screen reaches the bottom.
    <div className="flex h-[calc(100dvh-3.5rem-var(--bottom-bar-height,0px))] min-h-80 max-desktop:-mb-24 desktop:h-dvh">
      <section
        aria-labelledby="chat-contacts-title"
        className={`${peer ? 'hidden desktop:flex' : 'flex'} w-full shrink-0 flex-col border-line desktop:w-80 desktop:border-e xl:w-96`}
      >
        <div className="flex items-center gap-2 px-4 pt-4 pb-2 desktop:pt-6">
          <h1 id="chat-contacts-title" className="min-w-0 flex-1 text-xl font-bold text-ink">
            {intl.formatMessage(m.title)}
          </h1>
          {/* A creator writes to many fans at once from here too (issue 25). */}
          {role === ROLE.creator ? (
            <Link
              to={path('/mine/mass-messages')}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-brand-700 ring-1 ring-line-strong hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Icon icon={megaphoneIcon} size={16} />
              {intl.formatMessage(m.massMessages)}
            </Link>
          ) : null}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
          {contacts.isPending ? (
            <ChatContactListSkeleton />
          ) : contacts.isError && list.length === 0 ? (
            <EmptyState
              tone="error"
              title={intl.formatMessage(m.contactsFailed)}
              description={contacts.error.message}
              onReload={() => void contacts.refetch()}
              reloading={contacts.isRefetching}
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={messageIcon}
              title={intl.formatMessage(m.empty)}
              description={intl.formatMessage(m.emptyBody)}
            />
          ) : (
            <nav aria-label={intl.formatMessage(m.contactsLabel)}>
              <ChatContactList
                contacts={list.map(summaryOf)}
                hrefOf={(uuid) => path(`/message/${uuid}`)}
                selected={peer}
                now={now}
              />
              <InfiniteScrollSentinel
                onLoadMore={() => void contacts.fetchNextPage()}
                disabled={!contacts.hasNextPage || contacts.isFetchingNextPage}
              />
            </nav>
          )}
        </div>
      </section>
      <div className={`${peer ? 'flex' : 'hidden desktop:flex'} min-w-0 flex-1 flex-col`}>
        {/* On a phone the open room is the page, and the list with the page's h1 is hidden. */}
        {peer ? <h1 className="sr-only desktop:hidden">{intl.formatMessage(m.title)}</h1> : null}
        {peer ? (
          <MessageRoom
            key={peer}
            peer={peer}
            contact={contact}
            connection={connection}
            backHref={path('/message')}
          />
        ) : (
          <p className="m-auto flex max-w-xs flex-col items-center gap-3 px-6 text-center text-ink-muted">
            <Icon icon={messageIcon} size={40} className="text-ink-subtle" />
            {intl.formatMessage(m.pickMessage)}
          </p>
        )}
      </div>
    </div>
  );
}
