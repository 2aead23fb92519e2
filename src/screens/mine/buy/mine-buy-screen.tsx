import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { TabBar } from '../../../components/molecules/tab-bar/tab-bar.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { mineBuyMessages as m } from './mine-buy-messages.ts';
import { MINE_BUY_TABS, mineBuyTabOf, type MineBuyTab } from './mine-buy-tabs.ts';
import { PurchasedTab } from './purchased-tab.tsx';
import { SubscriptionsTab } from './subscriptions-tab.tsx';
import { TransactionsTab } from './transactions-tab.tsx';

const PANELS: Record<MineBuyTab, () => React.JSX.Element> = {
  transactions: TransactionsTab,
  subscriptions: SubscriptionsTab,
  purchased: PurchasedTab,
};

/**
 * mine/buy (spec §2): the fan's purchase history in three tabs, chosen by `?t=`: transactions
 * (payment/orderHistory), subscriptions with their actions (user/listSubs) and purchased posts
 * (user/getArticleList type 1), each paged with infinite scroll.
 */
export function MineBuyScreen() {
  const intl = useIntl();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = mineBuyTabOf(search);
  // Replace: a tab is a view of this page, not a step the back button should walk through.
  const choose = (next: MineBuyTab) => navigate(`${pathname}?t=${next}`, { replace: true });
  const Panel = PANELS[tab];
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-4" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <div className="-mx-4 mb-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabBar
          idPrefix="mine-buy"
          label={intl.formatMessage(m.tabs)}
          value={tab}
          onChange={choose}
          items={MINE_BUY_TABS.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
        />
      </div>
      <section id="mine-buy-panel" role="tabpanel" aria-labelledby={`mine-buy-tab-${tab}`}>
        <Panel key={tab} />
      </section>
    </div>
  );
}
