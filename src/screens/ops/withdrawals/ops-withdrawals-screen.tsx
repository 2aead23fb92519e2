import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsWithdrawals } from '../../../api/ops-withdrawals.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { OPS_WITHDRAWAL_TABS, type OpsWithdrawalTab } from '../../../contract/calls/ops-withdrawals.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { OpenedWithdrawal } from './opened-withdrawal.tsx';
import { opsWithdrawalsMessages as m } from './ops-withdrawals-messages.ts';
import { WithdrawalSummary, WithdrawalSummarySkeleton } from './withdrawal-summary.tsx';

const TAB_NAMES = {
  pending: m.tabPending,
  passed: m.tabPassed,
  completed: m.tabCompleted,
  failed: m.tabFailed,
};
const EMPTY = {
  pending: m.emptyPending,
  passed: m.emptyPassed,
  completed: m.emptyCompleted,
  failed: m.emptyFailed,
};

/** One tab's list: waiting withdrawals oldest first, decided ones latest first, page by page. */
function WithdrawalQueue({
  status,
  opened,
  onOpen,
}: {
  status: OpsWithdrawalTab;
  opened: number | null;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const query = useOpsWithdrawals(status);
  return (
    <PagedList
      query={query}
      skeletonRow={<WithdrawalSummarySkeleton />}
      empty={{ title: intl.formatMessage(EMPTY[status]) }}
      rowKey={(withdrawal) => withdrawal.id}
      renderRow={(withdrawal) => (
        <WithdrawalSummary
          withdrawal={withdrawal}
          selected={withdrawal.id === opened}
          onOpen={() => onOpen(withdrawal.id)}
        />
      )}
    />
  );
}

/**
 * /{lang}/ops/withdrawals: creators' payout requests in four tabs (pending, approved, paid out,
 * failed). On a wide screen the opened withdrawal sits beside the list; on a phone it takes the
 * list's place, with a way back. What a decision did is said in a live region that outlives it.
 */
export function OpsWithdrawalsScreen() {
  const intl = useIntl();
  const [opened, setOpened] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.withdrawals)}</h1>
      <p
        role="status"
        className="rounded-card bg-green-50 px-4 py-3 text-sm font-medium text-green-800 empty:hidden"
      >
        {done}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TabGroup
          className={`flex min-w-0 flex-col gap-3 ${opened === null ? '' : 'max-lg:hidden'}`}
          onChange={() => {
            setOpened(null);
            setDone(null);
          }}
        >
          <TabList aria-label={intl.formatMessage(m.tabs)} className="flex flex-wrap gap-2">
            {OPS_WITHDRAWAL_TABS.map((status) => (
              <Tab
                key={status}
                className="min-h-11 rounded-full px-4 text-sm font-medium text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-brand-600 data-selected:bg-ink data-selected:text-surface"
              >
                {intl.formatMessage(TAB_NAMES[status])}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {OPS_WITHDRAWAL_TABS.map((status) => (
              <TabPanel key={status}>
                <WithdrawalQueue
                  status={status}
                  opened={opened}
                  onOpen={(id) => {
                    setOpened(id);
                    setDone(null);
                  }}
                />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
        <section
          aria-label={intl.formatMessage(opsQueueMessages.withdrawals)}
          className={`min-w-0 ${opened === null ? 'max-lg:hidden' : ''}`}
        >
          {opened === null ? (
            <p className="rounded-card p-6 text-ink-muted ring-1 ring-line">
              {intl.formatMessage(m.pickOne)}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <div className="lg:hidden">
                <Button variant="ghost" size="sm" onClick={() => setOpened(null)}>
                  {intl.formatMessage(m.back)}
                </Button>
              </div>
              <OpenedWithdrawal key={opened} id={opened} onDecided={setDone} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
