import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { Price } from '../../../components/atoms/price/price.tsx';
import { WithdrawalStatusBadge } from '../../../components/molecules/withdrawal-row/withdrawal-row.tsx';
import type { OpsWithdrawal } from '../../../contract/calls/ops-withdrawals.ts';
import { WITHDRAWAL_STATUS } from '../../../contract/enums.ts';
import { opsWithdrawalsMessages } from './ops-withdrawals-messages.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in the largest whole unit that fits (3 days, 5 hours, 12 minutes), in the reader's words. */
export function durationText(intl: Pick<IntlShape, 'formatNumber'>, seconds: number): string {
  const [count, unit] =
    seconds >= DAY
      ? [Math.floor(seconds / DAY), 'day']
      : seconds >= HOUR
        ? [Math.floor(seconds / HOUR), 'hour']
        : [Math.max(1, Math.floor(seconds / MINUTE)), 'minute'];
  return intl.formatNumber(count, { style: 'unit', unit, unitDisplay: 'long' });
}

/** How long it waited: still waiting while pending or approved, until its decision after. */
export function useWaitingText(): (withdrawal: Pick<OpsWithdrawal, 'status' | 'waiting_seconds'>) => string {
  const intl = useIntl();
  return ({ status, waiting_seconds }) => {
    const duration = durationText(intl, waiting_seconds);
    const waiting = status === WITHDRAWAL_STATUS.pending || status === WITHDRAWAL_STATUS.passed;
    return intl.formatMessage(waiting ? opsWithdrawalsMessages.waiting : opsWithdrawalsMessages.waited, {
      duration,
    });
  };
}

/** The creator's display name and account name, or "Deleted account". */
export function useCreatorName(): (withdrawal: OpsWithdrawal) => { name: string; account: string | null } {
  const intl = useIntl();
  return ({ creator }) =>
    creator
      ? { name: creator.nickname || creator.username, account: `@${creator.username}` }
      : { name: intl.formatMessage(opsWithdrawalsMessages.deletedCreator), account: null };
}

/**
 * One withdrawal in the queue: the creator, the amount, how long it has waited, its status. A
 * button: it opens the withdrawal beside the list.
 */
export function WithdrawalSummary({
  withdrawal,
  selected,
  onOpen,
}: {
  withdrawal: OpsWithdrawal;
  selected: boolean;
  onOpen: () => void;
}) {
  const waitingText = useWaitingText();
  const creatorName = useCreatorName();
  const { name, account } = creatorName(withdrawal);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 items-center gap-3 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span dir="auto" className="truncate font-semibold text-ink">
          {name}
        </span>
        {account ? (
          <span dir="auto" className="truncate text-sm text-ink-muted">
            {account}
          </span>
        ) : null}
        <span className="text-sm text-ink-muted">{waitingText(withdrawal)}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <Price value={withdrawal.amount} />
        <WithdrawalStatusBadge status={withdrawal.status} />
      </span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function WithdrawalSummarySkeleton() {
  return <div className="h-24 animate-pulse rounded-card bg-surface-sunken" />;
}
