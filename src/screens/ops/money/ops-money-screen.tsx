import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpsMoney, type MoneyPeriod } from '../../../api/ops-money.ts';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { opsQueueMessages } from '../ops-messages.ts';
import { CreatorBalances } from './creator-balances.tsx';
import { MoneyFigures } from './money-figures.tsx';
import { MoneyPeriodForm } from './money-period-form.tsx';

/** This month so far, in UTC days as the server counts them. */
export function monthToDate(now: Date = new Date()): MoneyPeriod {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * /{lang}/ops/money (finance, admin): a period's sales, refunds, fees, earnings and payouts from
 * the ledger, its sum (zero when every transaction balances), the provider's captured payments
 * against it, and the creators' balances now.
 */
export function OpsMoneyScreen({ initialPeriod = monthToDate() }: { initialPeriod?: MoneyPeriod }) {
  const intl = useIntl();
  const [period, setPeriod] = useState(initialPeriod);
  const [page, setPage] = useState(1);
  const query = useOpsMoney(period, page);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsQueueMessages.money)}</h1>
      <MoneyPeriodForm
        period={period}
        onApply={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        loading={<div aria-busy="true" className="h-64 animate-pulse rounded-card bg-surface-sunken" />}
      >
        {(money) => (
          <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData}>
            <MoneyFigures money={money} />
            <CreatorBalances balances={money.balances} onPage={setPage} />
          </div>
        )}
      </AsyncContent>
    </div>
  );
}
