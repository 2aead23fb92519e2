import { useUserStatistic } from '../../../api/get-user-statistic.ts';
import type { StatsRange } from '../../../api/earnings-keys.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BalanceCard } from '../../../components/molecules/balance-card/balance-card.tsx';
import { useLocalePath } from '../../../i18n/locale-path.ts';

/**
 * The balance now, from the statistics answer (the same query as the overall numbers), with the
 * links to withdraw and to the history. Its failure shows once, with the overall numbers.
 */
export function EarningsBalance({ request }: { request: StatsRange }) {
  const to = useLocalePath();
  const query = useUserStatistic(request);
  if (query.status === 'pending') return <Skeleton className="h-40 w-full rounded-card" />;
  if (!query.data) return null;
  return (
    <BalanceCard
      balance={query.data.balance}
      withdrawHref={to('/mine/earn-withdrawal-request')}
      historyHref={to('/mine/earn-withdrawal-history')}
    />
  );
}
