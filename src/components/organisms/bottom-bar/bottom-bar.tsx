import { useRef, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from '../side-nav/nav-link.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { plusIcon } from '../../atoms/icon/icons.ts';
import { UnreadCount } from '../../atoms/unread-count/unread-count.tsx';
import { NAV_ITEMS, navMessages, notificationsUnreadMessage } from '../side-nav/nav-items.ts';
import { useLoginGatedLink } from '../side-nav/use-login-gated-link.ts';
import { usePublishedBarHeight } from './use-published-bar-height.ts';
import { useScrollDirectionVisibility } from './use-scroll-direction-visibility.ts';

const ORDER = ['home', 'search', 'publish', 'message', 'notifications', 'mine'] as const;

export interface BottomBarProps {
  /** Hides on scroll down and comes back on scroll up (spec §2). @default true */
  hideOnScroll?: boolean;
  /** The element whose scrolling hides the bar; the window when absent. */
  scrollContainer?: HTMLElement | null;
  /**
   * Runs the publish entry (spec §2: log in, become a creator first, or publish) instead of
   * following the link; a visitor is only asked to log in when absent.
   */
  onPublish?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Chat messages waiting to be read, shown on Messages. @default 0 */
  unread?: number;
  /**
   * The signed-in member's unread notifications, shown on the bell (a sixth entry, before Me);
   * without it there is no bell (a visitor has no notifications).
   */
  notificationsUnread?: number;
  className?: string;
}

/**
 * Mobile navigation (below 958 px): home, search, publish, messages (with the unread count), for a
 * signed-in member notifications (with theirs), me.
 * Publish and messages ask a visitor to log in first. Its height is published as
 * `--bottom-bar-height`, so the cookie banner and other fixed layers sit above it instead of
 * covering it.
 */
export function BottomBar({
  hideOnScroll = true,
  scrollContainer,
  onPublish,
  unread = 0,
  notificationsUnread,
  className = '',
}: BottomBarProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const gatedClick = useLoginGatedLink();
  // `reveal` runs on focus: tabbing into the hidden bar brings it back, so focus is never off screen.
  const [hidden, reveal] = useScrollDirectionVisibility({ enabled: hideOnScroll, scrollContainer });
  const bar = useRef<HTMLElement>(null);
  usePublishedBarHeight(bar, hidden);
  const keys = ORDER.filter((key) => key !== 'notifications' || notificationsUnread !== undefined);

  return (
    <nav
      ref={bar}
      aria-label={intl.formatMessage(navMessages.main)}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-line/70 bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-bar backdrop-blur-lg transition-transform duration-200 ${hidden ? 'translate-y-full' : ''} ${className}`}
      data-hidden={hidden || undefined}
      onFocus={reveal}
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch justify-around">
        {keys.map((key) => {
          const item = NAV_ITEMS[key];
          const label = intl.formatMessage(navMessages[key]);
          if (key === 'publish') {
            return (
              <li key={key} className="flex items-center">
                <NavLink
                  to={to(item.path)}
                  onClick={onPublish ?? gatedClick(item, to(item.path))}
                  aria-label={label}
                  className="flex h-11 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <Icon icon={plusIcon} size={24} strokeWidth={2.25} />
                </NavLink>
              </li>
            );
          }
          const bell = key === 'notifications';
          return (
            <li key={key} className="flex min-w-0 flex-1">
              <NavLink
                to={to(item.path)}
                onClick={gatedClick(item, to(item.path))}
                activeExcept={key === 'mine' ? to(NAV_ITEMS.notifications.path) : undefined}
                className={({ isActive }) =>
                  `relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${isActive ? 'text-brand-700' : 'text-ink-muted'}`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon icon={item.icon} size={24} strokeWidth={isActive ? 2.25 : 1.75} />
                    {/* Six entries on a 320 px phone: a long name ends in an ellipsis (a screen reader reads it whole). */}
                    <span className="max-w-full truncate px-0.5">{label}</span>
                    {/* After the name (read "Messages, 3 unread messages"), drawn on the icon's corner. */}
                    {key === 'message' || bell ? (
                      <UnreadCount
                        count={bell ? (notificationsUnread ?? 0) : unread}
                        readOut={
                          bell
                            ? intl.formatMessage(notificationsUnreadMessage, {
                                count: notificationsUnread ?? 0,
                              })
                            : undefined
                        }
                        className="absolute top-2 start-1/2 ms-1"
                      />
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
