import { useIntl } from 'react-intl';
import { useUserSubscriptions } from '../../../api/list-user-subscriptions.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { SubscriptionRow } from '../../../components/molecules/subscription-row/subscription-row.tsx';
import {
  AsyncContent,
  type AsyncStatus,
} from '../../../components/organisms/async-content/async-content.tsx';
import { InfiniteScroll } from '../../../components/organisms/infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus } from '../../../components/organisms/infinite-scroll/infinite-scroll.logic.ts';
import { PagedListSkeleton } from '../../../components/organisms/paged-list/paged-list.tsx';
import type { UserSubscription } from '../../../contract/entities-social.ts';
import { SUBSCRIPTION_POSITION } from '../../../contract/enums.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { mineBuyMessages as m } from './mine-buy-messages.ts';
import { useCancelFromLink } from './use-cancel-from-link.ts';
import { useSubscriptionActions } from './use-subscription-actions.ts';

type Pages = { pages: { list: UserSubscription[] }[] };
const rowsOf = (data: Pages | undefined) => data?.pages.flatMap((page) => page.list) ?? [];

/**
 * The fan's subscriptions (spec §2, §4): those still giving access (`user/listSubs` position 1,
 * running or cancelled) and below them the ended ones (position 2), each paged. The ended list
 * follows once the active one has reached its end, so the page reads as one list. A renewal or
 * trial notice's link (`?cancel=<id>`) opens that subscription's cancel at once.
 */
export function SubscriptionsTab() {
  const intl = useIntl();
  const active = useUserSubscriptions(SUBSCRIPTION_POSITION.valid);
  const ended = useUserSubscriptions(SUBSCRIPTION_POSITION.expired);
  const actions = useSubscriptionActions();
  useCancelFromLink(
    rowsOf(active.data),
    {
      loaded: active.status === 'success',
      hasMore: active.hasNextPage,
      loadingMore: active.isFetchingNextPage,
      loadMore: active.fetchNextPage,
    },
    (row) => actions.run('cancel', row),
  );
  const retry = () => void Promise.all([active.refetch(), ended.refetch()]);
  // One load for the tab: it has content once both first pages are in.
  const status: AsyncStatus =
    active.status === 'error' || ended.status === 'error'
      ? 'error'
      : active.status === 'pending' || ended.status === 'pending'
        ? 'pending'
        : 'success';
  const data = active.data && ended.data ? { active: active.data, ended: ended.data } : undefined;
  return (
    <AsyncContent
      status={status}
      data={data}
      error={active.error ?? ended.error}
      onRetry={retry}
      retrying={active.isRefetching || ended.isRefetching}
      isEmpty={(loaded) => rowsOf(loaded.active).length === 0 && rowsOf(loaded.ended).length === 0}
      empty={{
        title: intl.formatMessage(m.noSubscriptions),
        description: intl.formatMessage(m.noSubscriptionsHint),
      }}
      loading={<PagedListSkeleton row={<Skeleton className="h-36 w-full" />} />}
    >
      {(loaded) => {
        const activeRows = rowsOf(loaded.active);
        const endedRows = rowsOf(loaded.ended);
        const activeDone = !active.hasNextPage;
        return (
          <div className="flex flex-col gap-6">
            {activeRows.length > 0 ? (
              <SubscriptionSection id="active" title={intl.formatMessage(m.active)} rows={activeRows}>
                {(list) =>
                  // Once it is whole, the ended list goes on below it: no "no more" between the two.
                  activeDone && endedRows.length > 0 ? (
                    list
                  ) : (
                    <InfiniteScroll
                      onLoadMore={() => void active.fetchNextPage()}
                      status={infiniteScrollStatus(active)}
                    >
                      {list}
                    </InfiniteScroll>
                  )
                }
              </SubscriptionSection>
            ) : null}
            {activeDone && endedRows.length > 0 ? (
              <SubscriptionSection id="ended" title={intl.formatMessage(m.ended)} rows={endedRows}>
                {(list) => (
                  <InfiniteScroll
                    onLoadMore={() => void ended.fetchNextPage()}
                    status={infiniteScrollStatus(ended)}
                  >
                    {list}
                  </InfiniteScroll>
                )}
              </SubscriptionSection>
            ) : null}
          </div>
        );
      }}
    </AsyncContent>
  );
}

function SubscriptionSection({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: UserSubscription[];
  children: (list: React.ReactNode) => React.ReactNode;
}) {
  const to = useLocalePath();
  const { run, busyOf } = useSubscriptionActions();
  const headingId = `mine-buy-subscriptions-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-ink-muted">
        {title}
      </h2>
      {children(
        <ul className="flex flex-col gap-3">
          {rows.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionRow
                subscription={subscription}
                creatorHref={to(`/${subscription.username}`)}
                busy={busyOf(subscription)}
                onAction={run}
              />
            </li>
          ))}
        </ul>,
      )}
    </section>
  );
}
