import { useIntl } from 'react-intl';
import type { StatsRange } from '../../../api/earnings-keys.ts';
import { useUserStatistic } from '../../../api/get-user-statistic.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { StatTileGrid, type StatTile } from '../../../components/molecules/stat-tile-grid/stat-tile-grid.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import type { OverallStats } from '../../../contract/entities-money.ts';
import { formatCompactCount, formatPrice } from '../../../i18n/format.ts';
import { mineEarnMessages as m } from './mine-earn-messages.ts';

/** The creator's overall numbers over the range (spec §3 Overall stats), income first. */
export function OverallPerformance({ request }: { request: StatsRange }) {
  const intl = useIntl();
  const query = useUserStatistic(request);
  const tiles = (stats: OverallStats): StatTile[] => {
    const count = (value: number) => formatCompactCount(intl, value);
    return [
      {
        id: 'income',
        label: intl.formatMessage(m.income),
        value: formatPrice(intl, stats.total_income_count),
        tone: stats.total_income_count < 0 ? 'negative' : 'default',
      },
      { id: 'views', label: intl.formatMessage(m.views), value: count(stats.total_view) },
      { id: 'clicks', label: intl.formatMessage(m.clicks), value: count(stats.total_click) },
      { id: 'buyers', label: intl.formatMessage(m.buyers), value: count(stats.total_buyer) },
      {
        id: 'subscriptions',
        label: intl.formatMessage(m.subscriptions),
        value: count(stats.total_subscription),
      },
      {
        id: 'unsubscriptions',
        label: intl.formatMessage(m.unsubscriptions),
        value: count(stats.total_unsubscription),
      },
    ];
  };
  return (
    <section aria-labelledby="mine-earn-overall" className="flex flex-col gap-3">
      <h2 id="mine-earn-overall" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.overall)}
      </h2>
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        loading={
          <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((key) => (
              <Skeleton key={key} className="h-20 w-full rounded-card" />
            ))}
          </div>
        }
      >
        {(stats) => <StatTileGrid tiles={tiles(stats)} stale={query.isPlaceholderData} />}
      </AsyncContent>
    </section>
  );
}
