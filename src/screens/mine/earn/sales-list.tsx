import { useIntl } from 'react-intl';
import { useSales } from '../../../api/get-sales.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { SaleRow } from '../../../components/molecules/sale-row/sale-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
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
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-32 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.noSales), description: intl.formatMessage(m.noSalesHint) }}
        moreLabel={intl.formatMessage(m.moreSales)}
        rowKey={(sale) => sale.id}
        renderRow={(sale) => <SaleRow sale={sale} />}
      />
    </section>
  );
}
