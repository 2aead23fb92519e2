import { useIntl } from 'react-intl';
import { useSales } from '../../../api/get-sales.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { SaleRow } from '../../../components/molecules/sale-row/sale-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { Button } from '../../../components/atoms/button/button.tsx';
import { mineEarnMessages as m } from './mine-earn-messages.ts';

/**
 * Every sale with where its money went (user/getSaleList), newest first, ten a page; a refund or
 * chargeback is its own negative line. Not tied to the range above: it is the ledger's history.
 * More pages come by a button, not on scrolling: the per-post list below scrolls on its own.
 */
export function SalesList() {
  const intl = useIntl();
  const query = useSales();
  return (
    <section aria-labelledby="mine-earn-sales" className="flex flex-col gap-3">
      <h2 id="mine-earn-sales" className="text-lg font-bold text-ink">
        {intl.formatMessage(m.sales)}
      </h2>
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={{ title: intl.formatMessage(m.noSales), description: intl.formatMessage(m.noSalesHint) }}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-32 w-full rounded-card" />
            ))}
          </div>
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.pages.flatMap((page) =>
                page.list.map((sale) => (
                  <li key={sale.id}>
                    <SaleRow sale={sale} />
                  </li>
                )),
              )}
            </ul>
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {intl.formatMessage(m.moreSales)}
              </Button>
            ) : null}
          </>
        )}
      </AsyncContent>
    </section>
  );
}
