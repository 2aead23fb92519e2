import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { PayWayTabs } from '../../components/molecules/pay-way-tabs/pay-way-tabs.tsx';
import { SwipeableTabs } from '../../components/molecules/swipeable-tabs/swipeable-tabs.tsx';
import { TabBar } from '../../components/molecules/tab-bar/tab-bar.tsx';
import { isAmountInPayWay } from '../../contract/rules/money-rules.ts';
import { paymentMessages } from '../../features/payment/payment-messages.ts';
import { homeMessages } from '../home/home-messages.ts';
import { memberHomeMessages } from '../home/member-home-messages.ts';
import { searchMessages } from '../search/search-messages.ts';
import { SAMPLE_PAY_WAYS } from './devmode-samples.ts';
import { DevmodeFrame } from './devmode-frame.tsx';

type HomeTab = 'subscribed' | 'popular' | 'new' | 'foryou';
type SearchTab = 'posts' | 'authors';

/** An amount the sample PayPal way (at most 500) cannot take, so one way shows inactive. */
const SAMPLE_AMOUNT = 600;

/** tab: home's segmented tabs, search's swipeable tabs and the payment dialog's pay way tabs. */
export function TabPage() {
  const intl = useIntl();
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const [homeTab, setHomeTab] = useState<HomeTab>('popular');
  const [payWay, setPayWay] = useState<number | null>(SAMPLE_PAY_WAYS[0]!.pay_type_id);
  const homeTabs: { value: HomeTab; label: string }[] = [
    { value: 'subscribed', label: intl.formatMessage(memberHomeMessages.subscribed) },
    { value: 'popular', label: intl.formatMessage(homeMessages.popular) },
    { value: 'new', label: intl.formatMessage(homeMessages.new) },
    { value: 'foryou', label: intl.formatMessage(memberHomeMessages.foryou) },
  ];
  const searchTabs: { value: SearchTab; label: string; content: ReactNode }[] = [
    {
      value: 'posts',
      label: intl.formatMessage(searchMessages.posts),
      content: (
        <EmptyState
          title={intl.formatMessage(searchMessages.noPosts)}
          description={intl.formatMessage(searchMessages.noPostsHint)}
        />
      ),
    },
    {
      value: 'authors',
      label: intl.formatMessage(searchMessages.authors),
      content: (
        <EmptyState
          title={intl.formatMessage(searchMessages.noAuthors)}
          description={intl.formatMessage(searchMessages.noAuthorsHint)}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DevmodeFrame name="TabBar">
        <TabBar
          items={homeTabs}
          value={homeTab}
          onChange={setHomeTab}
          label={intl.formatMessage(homeMessages.feedLabel)}
          idPrefix={idPrefix}
        />
        <div
          id={`${idPrefix}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${homeTab}`}
          data-testid="tab-panel"
          className="rounded-control bg-surface-sunken px-3 py-2 text-sm text-ink"
        >
          {homeTabs.find((tab) => tab.value === homeTab)?.label}
        </div>
      </DevmodeFrame>
      <DevmodeFrame name="SwipeableTabs">
        <SwipeableTabs tabs={searchTabs} label={intl.formatMessage(searchMessages.results)} />
      </DevmodeFrame>
      <DevmodeFrame name="PayWayTabs">
        <PayWayTabs
          ways={SAMPLE_PAY_WAYS.map((way) => ({ way, active: isAmountInPayWay(SAMPLE_AMOUNT, way) }))}
          value={payWay}
          onChange={setPayWay}
          label={intl.formatMessage(paymentMessages.payWith)}
        />
      </DevmodeFrame>
    </div>
  );
}
