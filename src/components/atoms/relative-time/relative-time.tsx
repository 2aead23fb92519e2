import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { relativeTimeParts } from '../../../i18n/relative-time.ts';

const messages = defineMessages({
  justNow: { id: 'time.justNow', defaultMessage: 'just now' },
  minutesAgo: defineMessage<{ count: number }>({
    id: 'time.minutesAgo',
    defaultMessage: '{count, plural, one {# minute ago} other {# minutes ago}}',
  }),
  hoursAgo: defineMessage<{ count: number }>({
    id: 'time.hoursAgo',
    defaultMessage: '{count, plural, one {# hour ago} other {# hours ago}}',
  }),
  yesterday: { id: 'time.yesterday', defaultMessage: 'yesterday' },
});

/** Re-render this often while the clock is live, so "just now" becomes "1 minute ago". */
const TICK_MS = 60_000;

export interface RelativeTimeProps {
  /** The moment, as a Date or ms since the epoch. */
  value: Date | number;
  /** The present to measure from; fixed in stories and tests. Live clock when omitted. */
  now?: Date | number;
  className?: string;
}

function useNow(fixed: number | undefined): number {
  const [live, setLive] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setLive(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? live;
}

/** When something happened, said the way people say it (spec §9); the exact time on hover. */
export function RelativeTime({ value, now, className = '' }: RelativeTimeProps) {
  const intl = useIntl();
  const thenMs = typeof value === 'number' ? value : value.getTime();
  const nowMs = useNow(now === undefined ? undefined : typeof now === 'number' ? now : now.getTime());
  const parts = relativeTimeParts(thenMs, nowMs);
  let text: string;
  switch (parts.kind) {
    case 'justNow':
      text = intl.formatMessage(messages.justNow);
      break;
    case 'minutes':
      text = intl.formatMessage(messages.minutesAgo, { count: parts.count });
      break;
    case 'hours':
      text = intl.formatMessage(messages.hoursAgo, { count: parts.count });
      break;
    case 'yesterday':
      text = intl.formatMessage(messages.yesterday);
      break;
    case 'date':
      text = intl.formatDate(thenMs, {
        year: parts.withYear ? 'numeric' : undefined,
        month: 'short',
        day: 'numeric',
      });
      break;
  }
  return (
    <time
      dateTime={new Date(thenMs).toISOString()}
      title={intl.formatDate(thenMs, { dateStyle: 'long', timeStyle: 'short' })}
      className={className}
    >
      {text}
    </time>
  );
}
