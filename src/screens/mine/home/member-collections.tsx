import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { TabBar } from '../../../components/molecules/tab-bar/tab-bar.tsx';
import { COLLECT_KIND } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { PurchasedTab } from '../buy/purchased-tab.tsx';
import { CollectedPostsList } from '../collect/collected-posts-list.tsx';
import { mineCollectMessages } from '../collect/mine-collect-messages.ts';
import { mineMessages as m } from './mine-messages.ts';

const TABS = ['collected', 'purchased'] as const;
type Tab = (typeof TABS)[number];
const LIKED = { type: COLLECT_KIND.like } as const;

/**
 * The regular user's home tabs (spec §2 main profile; §3 "mine tabs collect 1, buy 2"): the posts
 * they liked and the posts they bought, each with a link to its full page (mine/collect, the
 * purchased tab of mine/buy). The tab is the profile's own view, kept in the component.
 */
export function MemberCollections() {
  const intl = useIntl();
  const to = useLocalePath();
  const [tab, setTab] = useState<Tab>('collected');
  const full = tab === 'collected' ? to('/mine/collect') : to('/mine/buy?t=purchased');
  return (
    <section aria-label={intl.formatMessage(m.collections)} className="mt-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <TabBar
          idPrefix="mine-collections"
          label={intl.formatMessage(m.collections)}
          value={tab}
          onChange={setTab}
          items={TABS.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        />
        <Link
          to={full}
          className="inline-flex min-h-8 items-center rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {intl.formatMessage(m.seeAll)}
        </Link>
      </div>
      <div id="mine-collections-panel" role="tabpanel" aria-labelledby={`mine-collections-tab-${tab}`}>
        {tab === 'collected' ? (
          <CollectedPostsList
            filter={LIKED}
            headingLevel={3}
            empty={{
              title: intl.formatMessage(mineCollectMessages.emptyAll),
              description: intl.formatMessage(mineCollectMessages.emptyAllHint),
            }}
          />
        ) : (
          <PurchasedTab headingLevel={3} />
        )}
      </div>
    </section>
  );
}
