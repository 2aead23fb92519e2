import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { NavLink } from './nav-link.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import type { Locale } from '../../../i18n/locale-resolution.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { plusIcon } from '../../atoms/icon/icons.ts';
import { Logo } from '../../atoms/logo/logo.tsx';
import { UnreadCount } from '../../atoms/unread-count/unread-count.tsx';
import { buttonClasses } from '../../atoms/button/button.tsx';
import { LanguageSwitcher } from '../../molecules/language-switcher/language-switcher.tsx';
import { NAV_ITEMS, navMessages, notificationsUnreadMessage } from './nav-items.ts';
import { useLoginGatedLink } from './use-login-gated-link.ts';

export interface SideNavProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Runs the publish entry instead of following the link (see BottomBar). */
  onPublish?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Chat messages waiting to be read, shown on Messages. @default 0 */
  unread?: number;
  /**
   * The signed-in member's unread notifications, shown on the bell; without it there is no bell
   * (a visitor has no notifications).
   */
  notificationsUnread?: number;
  className?: string;
}

const ORDER = ['home', 'search', 'message', 'notifications', 'mine'] as const;

/**
 * Desktop navigation (958 px and wider): logo, sections (Messages with its unread count, and for
 * a signed-in member Notifications with theirs), publish and the language switcher.
 */
export function SideNav({
  locale,
  onLocaleChange,
  onPublish,
  unread = 0,
  notificationsUnread,
  className = '',
}: SideNavProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const gatedClick = useLoginGatedLink();
  const keys = ORDER.filter((key) => key !== 'notifications' || notificationsUnread !== undefined);
  return (
    <nav
      aria-label={intl.formatMessage(navMessages.main)}
      className={`flex h-full flex-col gap-1 px-3 py-6 ${className}`}
    >
      <Link
        to={to('/')}
        className="mb-6 inline-flex rounded-xl px-3 py-1 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Logo withWordmark />
      </Link>
      {keys.map((key) => {
        const item = NAV_ITEMS[key];
        const bell = key === 'notifications';
        return (
          <NavLink
            key={key}
            to={to(item.path)}
            onClick={gatedClick(item, to(item.path))}
            activeExcept={key === 'mine' ? to(NAV_ITEMS.notifications.path) : undefined}
            className={({ isActive }) =>
              `group flex h-12 items-center gap-4 rounded-2xl px-4 text-[0.9375rem] transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'font-medium text-ink hover:bg-surface-sunken'}`
            }
          >
            {({ isActive }) => (
              <>
                <Icon icon={item.icon} size={24} strokeWidth={isActive ? 2.25 : 1.75} />
                <span className="truncate">{intl.formatMessage(navMessages[key])}</span>
                {key === 'message' ? <UnreadCount count={unread} className="ms-auto" /> : null}
                {bell ? (
                  <UnreadCount
                    count={notificationsUnread ?? 0}
                    readOut={intl.formatMessage(notificationsUnreadMessage, {
                      count: notificationsUnread ?? 0,
                    })}
                    className="ms-auto"
                  />
                ) : null}
              </>
            )}
          </NavLink>
        );
      })}
      <Link
        to={to(NAV_ITEMS.publish.path)}
        onClick={onPublish ?? gatedClick(NAV_ITEMS.publish, to(NAV_ITEMS.publish.path))}
        className={`${buttonClasses({ variant: 'gradient', size: 'lg', fullWidth: true })} mt-5`}
      >
        <Icon icon={plusIcon} size={20} />
        {intl.formatMessage(navMessages.publish)}
      </Link>
      <div className="mt-auto pt-6">
        <LanguageSwitcher
          value={locale}
          onChange={onLocaleChange}
          anchor="top start"
          className="w-full justify-start"
        />
      </div>
    </nav>
  );
}
