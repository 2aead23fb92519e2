import { useIntl } from 'react-intl';
import { useOrderHistory } from '../../../api/order-history.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { TransactionRow } from '../../../components/molecules/transaction-row/transaction-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { mineBuyMessages as m } from './mine-buy-messages.ts';

/** The fan's orders, newest first, ten a page (spec §2 mine-buy transactions). */
export function TransactionsTab() {
  const intl = useIntl();
  const query = useOrderHistory();
  return (
    <PagedList
      query={query}
      skeletonRow={<Skeleton className="h-20 w-full" />}
      empty={{
        title: intl.formatMessage(m.noTransactions),
        description: intl.formatMessage(m.noTransactionsHint),
      }}
      rowKey={(transaction) => transaction.order_id}
      renderRow={(transaction) => <TransactionRow transaction={transaction} headingLevel={2} />}
    />
  );
}
