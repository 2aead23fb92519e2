import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TabBar, type TabBarItem } from '../../components/molecules/tab-bar/tab-bar.tsx';
import { ON_SERVER } from '../../contract/first-html.ts';
import { homeMessages as m } from './home-messages.ts';
import type { HomeTab } from './home-tabs.ts';

// The pull's gesture comes after the first render, and leaves home's markup as it was: the first
// HTML and the first render stay the same (docs/decisions.md, "First HTML").
const HomePullToReload = lazy(() =>
  import('./home-pull-to-reload-entry.ts').then((entry) => entry.loadHomePullToReload()),
);

export interface HomeViewProps {
  tabs: readonly TabBarItem<HomeTab>[];
  tab: HomeTab;
  onTab: (tab: HomeTab) => void;
  /** The chosen tab's feed. */
  feed: ReactNode;
  /** Atop the page on a phone, above the tabs: creators to discover. */
  mobileTop: ReactNode;
  /** The side column from 958 px. */
  aside: ReactNode;
  /** Above the tabs at every width (a prompt for the signed-in member). */
  notice?: ReactNode;
}

/**
 * Home's layout (spec §2): creators atop the page on a phone and in the side column on desktop, the
 * feed's tabs (sticky under the phone's bar) and the chosen feed; pulling the page down 100 px on a
 * phone reloads what it shows.
 */
export function HomeView({ tabs, tab, onTab, feed, mobileTop, aside, notice }: HomeViewProps) {
  const intl = useIntl();
  const [page, setPage] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setPage} className="relative mx-auto w-full max-w-[1040px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      {ON_SERVER || !page ? null : (
        <Suspense fallback={null}>
          <HomePullToReload target={page} />
        </Suspense>
      )}
      <h1 className="sr-only">{intl.formatMessage(m.title)}</h1>
      <div className="desktop:grid desktop:grid-cols-[minmax(0,1fr)_300px] desktop:items-start desktop:gap-8 xl:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          <div className="mb-6 desktop:hidden">{mobileTop}</div>
          {notice}
          {/* Stuck under the phone's bar: the document's scroll padding keeps focus clear of both
              (data-covers-top, styles.css). */}
          <div
            data-covers-top="home-tabs"
            className="sticky top-14 z-20 -mx-4 mb-4 bg-surface-muted/90 px-4 py-2 backdrop-blur desktop:top-0 desktop:mx-0 desktop:px-0"
          >
            <TabBar
              idPrefix="home-feed"
              label={intl.formatMessage(m.feedLabel)}
              value={tab}
              onChange={onTab}
              items={tabs}
            />
          </div>
          <div
            id="home-feed-panel"
            role="tabpanel"
            aria-labelledby={`home-feed-tab-${tab}`}
            className="mx-auto max-w-[600px]"
          >
            {feed}
          </div>
        </div>
        <aside
          aria-label={intl.formatMessage(m.aside)}
          className="sticky top-8 hidden space-y-6 desktop:block"
        >
          {aside}
        </aside>
      </div>
    </div>
  );
}
