import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { chevronEndIcon, walletIcon } from '../../../components/atoms/icon/icons.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { spendingLimitsMessages } from '../spending-limits/spending-limits-messages.ts';
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

/** The way to the fan's spending limits (issue 26: mine/buy/limits). */
function SpendingLimitsEntry() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <Link
      href={to('/mine/buy/limits')}
      className="mb-5 flex min-h-12 items-center gap-3 rounded-card bg-surface px-4 py-3 shadow-card ring-1 ring-line/60 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Icon icon={walletIcon} size={20} className="text-brand-700" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">{intl.formatMessage(spendingLimitsMessages.entry)}</span>
        <span className="text-sm text-ink-muted">{intl.formatMessage(spendingLimitsMessages.entryHint)}</span>
      </span>
      <Icon icon={chevronEndIcon} size={18} className="text-ink-subtle" />
    </Link>
  );
}

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
      <SpendingLimitsEntry />
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
