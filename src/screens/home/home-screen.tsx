import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { TabBar } from '../../components/molecules/tab-bar/tab-bar.tsx';
import { FEED_FILTER, feedTabOf, type FeedTab } from '../../contract/feed-tab.ts';
import { homeMessages as m } from './home-messages.ts';
import { NewCreators } from './new-creators.tsx';
import { PostFeed } from './post-feed.tsx';

/**
 * Home: the newest creators (a swiper on mobile, a side list on desktop) and the post feed
 * with Popular / New tabs. The tab lives in the address (?tab=new) so back and reload keep it.
 */
export function HomeScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = feedTabOf(params);
  const selectTab = (next: FeedTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'popular') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-[1040px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <h1 className="sr-only">{intl.formatMessage(m.title)}</h1>
      <div className="desktop:grid desktop:grid-cols-[minmax(0,1fr)_300px] desktop:items-start desktop:gap-8 xl:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          <div className="mb-6 desktop:hidden">
            <NewCreators layout="swiper" />
          </div>
          <div className="sticky top-14 z-20 -mx-4 mb-4 bg-surface-muted/90 px-4 py-2 backdrop-blur desktop:top-0 desktop:mx-0 desktop:px-0">
            <TabBar
              idPrefix="home-feed"
              label={intl.formatMessage(m.feedLabel)}
              value={tab}
              onChange={selectTab}
              items={[
                { value: 'popular', label: intl.formatMessage(m.popular) },
                { value: 'new', label: intl.formatMessage(m.new) },
              ]}
            />
          </div>
          <div
            id="home-feed-panel"
            role="tabpanel"
            aria-labelledby={`home-feed-tab-${tab}`}
            className="mx-auto max-w-[600px]"
          >
            <PostFeed key={tab} filter={FEED_FILTER[tab]} />
          </div>
        </div>
        <aside className="sticky top-8 hidden desktop:block">
          <NewCreators layout="list" />
        </aside>
      </div>
    </div>
  );
}
