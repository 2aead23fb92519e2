import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useWithdrawals } from '../../../api/get-withdrawals.ts';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { WithdrawalRow } from '../../../components/molecules/withdrawal-row/withdrawal-row.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { withdrawalHistoryMessages as m } from './withdrawal-history-messages.ts';

/**
 * mine/earn-withdrawal-history (spec §2, §4): the creator's withdrawals, newest first, ten a page,
 * each pending, approved, paid out or failed with the reason; the balance above them, with
 * Withdraw while it reaches the minimum.
 */
export function WithdrawalHistoryScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useWithdrawals();
  const balance = query.data?.pages[0]?.balance;
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar
        variant="page"
        className="mb-4"
        back={<BackButton />}
        title={intl.formatMessage(m.title)}
        actions={
          balance !== undefined && balance >= WITHDRAWAL_MIN ? (
            <Link
              to={to('/mine/earn-withdrawal-request')}
              className={buttonClasses({ variant: 'primary', size: 'sm' })}
            >
              {intl.formatMessage(m.withdraw)}
            </Link>
          ) : null
        }
      />
      {balance !== undefined ? (
        <p className="mb-5 text-sm text-ink-muted">
          {intl.formatMessage(m.balance)}{' '}
          <span className={`font-semibold tabular-nums ${balance < 0 ? 'text-red-700' : 'text-ink'}`}>
            {formatPrice(intl, balance)}
          </span>
        </p>
      ) : null}
      <AsyncContent
        status={query.status}
        data={query.data}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-20 w-full rounded-card" />
            ))}
          </div>
        }
      >
        {(data) => (
          <InfiniteScroll onLoadMore={() => void query.fetchNextPage()} status={infiniteScrollStatus(query)}>
            <ul className="flex flex-col gap-3">
              {data.pages.flatMap((page) =>
                page.list.map((withdrawal) => (
                  <li key={withdrawal.id}>
                    <WithdrawalRow withdrawal={withdrawal} headingLevel={2} />
                  </li>
                )),
              )}
            </ul>
          </InfiniteScroll>
        )}
      </AsyncContent>
    </div>
  );
}
