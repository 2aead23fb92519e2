import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Notification, NotificationType } from '../../../contract/entities-notifications.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Logo } from '../../atoms/logo/logo.tsx';
import { RelativeTime } from '../../atoms/relative-time/relative-time.tsx';
import { formatNotificationSentence } from './notification-sentence.ts';

const messages = defineMessages({
  unread: { id: 'notification.unread', defaultMessage: 'Unread' },
});

/** The operators' decisions: they carry the product's logo, not a member's face. */
const FROM_THE_PLATFORM: ReadonlySet<NotificationType> = new Set([
  'post_approved',
  'post_rejected',
  'withdrawal',
  'report_outcome',
  'creator_application',
]);

export interface NotificationRowProps {
  notification: Notification;
  /** Where the row opens (with the language prefix); a plain row when null. */
  href: string | null;
  /** Drawn as unread: a dot, a tinted row, and "Unread" for screen readers. */
  unread: boolean;
  /** The present the time is measured from (a story's); the live clock when absent. */
  now?: number;
}

/**
 * One notification: who (the actor's avatar, or the product's logo for the operators' decisions),
 * what happened in the member's language, when, and whether it is new. The whole row is a link
 * to where it is followed up.
 */
export function NotificationRow({ notification, href, unread, now }: NotificationRowProps) {
  const intl = useIntl();
  const sentence = formatNotificationSentence(intl, notification);
  const name = notification.actor?.nickname || notification.actor?.username || '';
  const body = (
    <>
      {FROM_THE_PLATFORM.has(notification.type) ? (
        <span className="flex h-10 w-10 shrink-0 items-center justify-center">
          <Logo withWordmark={false} />
        </span>
      ) : (
        <Avatar src={notification.actor?.thumb} name={name} decorative size={40} />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {unread ? <span className="sr-only">{intl.formatMessage(messages.unread)}</span> : null}
        <span className={`text-[0.9375rem] break-words ${unread ? 'font-semibold text-ink' : 'text-ink'}`}>
          {sentence}
        </span>
        <RelativeTime
          value={notification.created_ts * 1000}
          now={now}
          className={`text-sm ${unread ? 'text-brand-700' : 'text-ink-muted'}`}
        />
      </span>
      {unread ? <span aria-hidden className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" /> : null}
    </>
  );
  const classes = `flex items-start gap-3 rounded-card p-3 ${unread ? 'bg-brand-50' : ''}`;
  if (!href) {
    return (
      <div className={classes} data-unread={unread || undefined}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={href}
      data-unread={unread || undefined}
      className={`${classes} transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {body}
    </Link>
  );
}
