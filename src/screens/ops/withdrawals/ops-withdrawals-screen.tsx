import { useOpsWithdrawals } from '../../../api/ops-withdrawals.ts';
import { OPS_WITHDRAWAL_TABS } from '../../../contract/calls/ops-withdrawals.ts';
import { opsQueueMessages } from '../ops-messages.ts';
import { OpsQueueScreen } from '../queue/ops-queue-screen.tsx';
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

/**
 * /{lang}/ops/withdrawals: creators' payout requests in four tabs (pending, approved, paid out,
 * failed): waiting ones oldest first, decided ones latest first, page by page. On a wide screen
 * the opened withdrawal sits beside the list; on a phone it takes the list's place, with a way
 * back. What a decision did is said in a live region that outlives it.
 */
export function OpsWithdrawalsScreen() {
  return (
    <OpsQueueScreen
      title={opsQueueMessages.withdrawals}
      statuses={OPS_WITHDRAWAL_TABS}
      tabNames={TAB_NAMES}
      empty={EMPTY}
      messages={m}
      announcesDecisions
      useQueue={useOpsWithdrawals}
      rowId={(withdrawal) => withdrawal.id}
      skeletonRow={<WithdrawalSummarySkeleton />}
      renderRow={(withdrawal, selected, onOpen) => (
        <WithdrawalSummary withdrawal={withdrawal} selected={selected} onOpen={onOpen} />
      )}
      renderOpened={(id, onDecided) => <OpenedWithdrawal id={id} onDecided={onDecided} />}
    />
  );
}
