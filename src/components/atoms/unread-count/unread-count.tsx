import { defineMessage, useIntl } from 'react-intl';

const unreadMessage = defineMessage<{ count: number }>({
  id: 'chat.contact.unread',
  defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
});

/** Above this, the badge says 99+ (the full count is still read out). */
export const UNREAD_COUNT_MAX = 99;

export interface UnreadCountProps {
  count: number;
  /** What a screen reader hears, for a count of something else (notifications). @default "N unread messages" */
  readOut?: string;
  className?: string;
}

/**
 * How many chat messages wait to be read: a filled pill with the number (99+ above 99), read out
 * as "3 unread messages". Nothing when there are none.
 */
export function UnreadCount({ count, readOut, className = '' }: UnreadCountProps) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <span
      className={`inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.6875rem] font-bold text-white ${className}`}
    >
      <span aria-hidden>{count > UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX}+` : count}</span>
      <span className="sr-only">{readOut ?? intl.formatMessage(unreadMessage, { count })}</span>
    </span>
  );
}
