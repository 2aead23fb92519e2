import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape, type MessageTag } from 'react-intl';
import { Link } from 'wouter';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { UnreadCount } from '../../atoms/unread-count/unread-count.tsx';
import type { ChatMessageType } from '../../../contract/chat/chat-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';

const messages = defineMessages({
  you: defineMessage<{ text: string; bdi: MessageTag }>({
    id: 'chat.contact.you',
    defaultMessage: 'You: <bdi>{text}</bdi>',
  }),
  photo: { id: 'chat.contact.photo', defaultMessage: 'Photo' },
  tip: defineMessage<{ amount: string }>({ id: 'chat.contact.tip', defaultMessage: 'Tip: {amount}' }),
  paid: defineMessage<{ amount: string }>({
    id: 'chat.contact.paid',
    defaultMessage: 'Paid message: {amount}',
  }),
});

export interface ChatContactSummary {
  uuid: string;
  /** The nickname, else the account name. */
  name: string;
  avatar: string;
  /** The newest message of the conversation. */
  last: {
    content: string;
    contentType: ChatMessageType;
    self: boolean;
    timestamp: number;
    /** A tip's amount (contentType `tip`). */
    tipAmount?: number;
    /** A paid message's price (contentType `paid`). */
    price?: number;
  };
  unread: number;
}

export interface ChatContactRowProps {
  contact: ChatContactSummary;
  /** The room's address. */
  href: string;
  /** The room shown beside the list (aria-current). @default false */
  selected?: boolean;
  /** The present the time is measured from; the live clock when absent. */
  now?: number;
  className?: string;
}

/** Today's messages show their time, older ones their date. */
function shortTime(intl: IntlShape, timestamp: number, now: number): string {
  const sameDay = new Date(timestamp).toDateString() === new Date(now).toDateString();
  return sameDay
    ? intl.formatTime(timestamp, { hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(timestamp, { month: 'short', day: 'numeric' });
}

/**
 * One conversation of the contact list (spec §2 Chat): the person's picture and name, the newest
 * message (theirs, or "You: …"; "Photo" for a picture) and when, and how many are unread. The name
 * and the text are the users' own words, isolated for direction.
 */
export function ChatContactRow({
  contact,
  href,
  selected = false,
  now,
  className = '',
}: ChatContactRowProps) {
  const intl = useIntl();
  // The clock read once: a render must not depend on when it runs.
  const [mountedAt] = useState(() => Date.now());
  const preview =
    contact.last.contentType === 'photos'
      ? intl.formatMessage(messages.photo)
      : contact.last.contentType === 'tip'
        ? intl.formatMessage(messages.tip, { amount: formatPrice(intl, contact.last.tipAmount ?? 0) })
        : contact.last.contentType === 'paid'
          ? intl.formatMessage(messages.paid, { amount: formatPrice(intl, contact.last.price ?? 0) })
          : contact.last.content;
  const unread = contact.unread > 0;
  return (
    <Link
      to={href}
      aria-current={selected ? 'page' : undefined}
      className={`flex min-h-16 items-center gap-3 rounded-2xl px-3 py-2.5 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50' : 'hover:bg-surface-sunken'
      } ${className}`}
    >
      <Avatar src={contact.avatar} name={contact.name} decorative size={48} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-[0.9375rem] text-ink ${unread ? 'font-bold' : 'font-semibold'}`}
          >
            <bdi>{contact.name}</bdi>
          </span>
          <time
            dateTime={new Date(contact.last.timestamp).toISOString()}
            className={`shrink-0 text-xs ${unread ? 'font-semibold text-brand-700' : 'text-ink-muted'}`}
          >
            {shortTime(intl, contact.last.timestamp, now ?? mountedAt)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-ink' : 'text-ink-muted'}`}
          >
            {contact.last.self ? (
              intl.formatMessage(messages.you, {
                text: preview,
                bdi: (chunks: ReactNode[]) => <bdi key="text">{chunks}</bdi>,
              })
            ) : (
              <bdi>{preview}</bdi>
            )}
          </span>
          <UnreadCount count={contact.unread} />
        </span>
      </span>
    </Link>
  );
}
