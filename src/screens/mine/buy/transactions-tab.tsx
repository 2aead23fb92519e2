import { useIntl } from 'react-intl';
import { useOrderHistory } from '../../../api/order-history.ts';
import { TransactionRow } from '../../../components/molecules/transaction-row/transaction-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { mineBuyMessages as m } from './mine-buy-messages.ts';

/** The fan's orders, newest first, ten a page (spec §2 mine-buy transactions). */
export function TransactionsTab() {
  const intl = useIntl();
  const query = useOrderHistory();
  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      isEmpty={(data) => data.pages[0]?.list.length === 0}
      empty={{
        title: intl.formatMessage(m.noTransactions),
        description: intl.formatMessage(m.noTransactionsHint),
      }}
      loading={<ListSkeleton />}
    >
      {(data) => (
        <InfiniteScroll onLoadMore={() => void query.fetchNextPage()} status={infiniteScrollStatus(query)}>
          <ul className="flex flex-col gap-3">
            {data.pages.flatMap((page) =>
              page.list.map((transaction) => (
                <li key={transaction.order_id}>
                  <TransactionRow transaction={transaction} headingLevel={2} />
                </li>
              )),
            )}
          </ul>
        </InfiniteScroll>
      )}
    </AsyncContent>
  );
}
