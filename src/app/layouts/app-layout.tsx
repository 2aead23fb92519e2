import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Logo } from '../../components/atoms/logo/logo.tsx';
import { LanguageSwitcher } from '../../components/molecules/language-switcher/language-switcher.tsx';
import { BottomBar } from '../../components/organisms/bottom-bar/bottom-bar.tsx';
import { SideNav } from '../../components/organisms/side-nav/side-nav.tsx';
import { TopBar } from '../../components/organisms/top-bar/top-bar.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSwitchLocale } from '../../i18n/use-switch-locale.ts';
import { chatUnread } from '../../state/chat-unread.ts';
import { notificationUnread } from '../../state/notification-unread.ts';
import { session } from '../../state/session.ts';
import { usePublishEntry } from '../publish-entry/use-publish-entry.ts';

const messages = defineMessages({
  sideBar: { id: 'layout.sideBar', defaultMessage: 'Side menu' },
});

/**
 * The main layout: a side navigation from 958 px up, and below it the TopBar organism (logo
 * and language) with a bottom navigation bar; both show the unread chat messages on Messages and,
 * for a signed-in member, a bell with the unread notifications.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalePath();
  const switchLocale = useSwitchLocale();
  const locale = useLocale();
  const onPublish = usePublishEntry();
  const unread = useSnapshot(chatUnread).total;
  // A visitor has no notifications: no bell at all, so a visitor's pages stay as they were.
  const signedIn = Boolean(useSnapshot(session).token);
  const notifications = useSnapshot(notificationUnread).total;
  const notificationsUnread = signedIn ? notifications : undefined;
  return (
    <div className="min-h-dvh overflow-x-clip desktop:flex">
      <aside
        aria-label={intl.formatMessage(messages.sideBar)}
        className="sticky top-0 hidden h-dvh w-60 shrink-0 border-e border-line/70 bg-surface desktop:block xl:w-72 print:hidden"
      >
        <SideNav
          locale={locale}
          onLocaleChange={switchLocale}
          onPublish={onPublish}
          unread={unread}
          notificationsUnread={notificationsUnread}
        />
      </aside>
      {/* The phone's bar stays put (the home tabs stick under it); a screen names itself below it. */}
      <TopBar
        hideAfter={false}
        className="desktop:hidden print:hidden"
        back={
          <Link
            to={to('/home')}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Logo />
          </Link>
        }
        actions={<LanguageSwitcher value={locale} onChange={switchLocale} variant="compact" />}
      />
      <main className="min-w-0 flex-1 pb-24 desktop:pb-0 print:pb-0">{children}</main>
      <BottomBar
        className="desktop:hidden print:hidden"
        onPublish={onPublish}
        unread={unread}
        notificationsUnread={notificationsUnread}
      />
    </div>
  );
}
