import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useNotifications } from '../../../api/get-notifications.ts';
import { useUnreadNotificationCount } from '../../../api/get-unread-notification-count.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { NotificationRow } from '../../../components/molecules/notification-row/notification-row.tsx';
import { notificationTarget } from '../../../components/molecules/notification-row/notification-target.ts';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { notificationsMessages as m } from './notifications-messages.ts';
import { useMarkShownRead } from './use-mark-shown-read.ts';

export interface NotificationsScreenProps {
  /** The present the rows' times are measured from (a story's); the live clock when absent. */
  now?: number;
}

/**
 * mine/notifications (issue 25): what happened to the member, the newest first, page by page,
 * each row opening where it is followed up. The unread ones shown are marked read at once and keep
 * their unread look until the member leaves; "Mark all as read" and the settings sit at the top.
 */
export function NotificationsScreen({ now }: NotificationsScreenProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useNotifications();
  const unread = useUnreadNotificationCount().data ?? 0;
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  const { looksUnread, markAll, markingAll } = useMarkShownRead(rows);
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-2" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={markAll} disabled={unread === 0} loading={markingAll}>
          {intl.formatMessage(m.markAllRead)}
        </Button>
        <Link
          to={to('/mine/notifications/settings')}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          {intl.formatMessage(m.settings)}
        </Link>
      </div>
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-16 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        loadMoreFailed={intl.formatMessage(m.loadMoreFailed)}
        rowKey={(notification) => notification.id}
        renderRow={(notification) => {
          return (
            <NotificationRow
              notification={notification}
              href={to(notificationTarget(notification))}
              unread={looksUnread(notification)}
              now={now}
            />
          );
        }}
      />
    </div>
  );
}
