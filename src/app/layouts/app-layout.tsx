import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/atoms/logo/logo.tsx';
import { LanguageSwitcher } from '../../components/molecules/language-switcher/language-switcher.tsx';
import { BottomBar } from '../../components/organisms/bottom-bar/bottom-bar.tsx';
import { SideNav } from '../../components/organisms/side-nav/side-nav.tsx';
import { pathLocaleOf, useLocalePath } from '../../i18n/locale-path.ts';
import { useSwitchLocale } from '../../i18n/use-switch-locale.ts';

/**
 * The main layout: a side navigation from 958 px up, and below it a top bar (logo and
 * language) with a bottom navigation bar.
 */
export function AppLayout() {
  const intl = useIntl();
  const to = useLocalePath();
  const switchLocale = useSwitchLocale();
  const locale = pathLocaleOf(intl.locale);
  return (
    <div className="min-h-dvh overflow-x-clip desktop:flex">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 border-e border-line/70 bg-surface desktop:block xl:w-72">
        <SideNav locale={locale} onLocaleChange={switchLocale} />
      </aside>
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line/60 bg-surface/90 px-4 backdrop-blur-lg desktop:hidden">
        <Link to={to('/home')} className="rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo />
        </Link>
        <LanguageSwitcher value={locale} onChange={switchLocale} variant="compact" className="ms-auto" />
      </header>
      <main className="min-w-0 flex-1 pb-24 desktop:pb-0">
        <Outlet />
      </main>
      <BottomBar className="desktop:hidden" />
    </div>
  );
}
