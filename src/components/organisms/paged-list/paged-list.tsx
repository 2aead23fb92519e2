import { Fragment, type Key, type ReactNode } from 'react';
import { Button } from '../../atoms/button/button.tsx';
import { AsyncContent, type AsyncStatus } from '../async-content/async-content.tsx';
import { InfiniteScroll } from '../infinite-scroll/infinite-scroll.tsx';
import { infiniteScrollStatus, type PagingFlags } from '../infinite-scroll/infinite-scroll.logic.ts';

/**
 * What the list reads of a paged query whose pages carry a `list`: TanStack Query's
 * `useInfiniteQuery` result fits as it is, and a story can give plain data.
 */
export interface PagedQuery<Row> extends PagingFlags {
  status: AsyncStatus;
  /** The pages loaded so far; absent until the first one is in. */
  data: { pages: readonly { list: readonly Row[] }[] } | undefined;
  error: { message: string } | null;
  /** Asking again for what is loaded: the Reload button spins meanwhile. */
  isRefetching: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** The rows one by one, each in a list item of a gap-3 column. */
interface RowByRow<Row> {
  /** The list item's key. */
  rowKey: (row: Row) => Key;
  renderRow: (row: Row) => ReactNode;
  children?: never;
}

/** All the rows at once, for a screen that lays them out itself (grouped under headings). */
interface AllRows<Row> {
  children: (rows: readonly Row[]) => ReactNode;
  rowKey?: never;
  renderRow?: never;
}

export type PagedListProps<Row> = (RowByRow<Row> | AllRows<Row>) & {
  query: PagedQuery<Row>;
  /** One placeholder row; three of them stand for the first page while it loads. */
  skeletonRow: ReactNode;
  /** What an empty list says (with a Reload). */
  empty: { title: ReactNode; description?: ReactNode };
  /** Shown when a next page fails, instead of the generic "Couldn’t load more." */
  loadMoreFailed?: string;
  /**
   * The next page comes by a button with this label instead of on scrolling: for a list above
   * another that scrolls on its own (the earnings' sales and tracking links above the per-post list).
   */
  moreLabel?: string;
};

/**
 * A list that comes page by page (mine-block, mine-collect, mine-buy, mine-post, the authors
 * found by a search, the earnings' sales and tracking links): placeholder rows, failed with
 * Reload, empty with Reload, then the rows in an `InfiniteScroll` that asks for the next page near
 * the end, or above a "more" button.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { query, skeletonRow, empty, loadMoreFailed, moreLabel } = props;
  return (
    <AsyncContent
      status={query.status}
      data={query.data?.pages.flatMap((page) => page.list)}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
      isEmpty={(rows) => rows.length === 0}
      empty={empty}
      loading={<PagedListSkeleton row={skeletonRow} />}
    >
      {(rows) => {
        const list = props.children ? (
          props.children(rows)
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={props.rowKey(row)}>{props.renderRow(row)}</li>
            ))}
          </ul>
        );
        return moreLabel === undefined ? (
          <InfiniteScroll
            onLoadMore={() => void query.fetchNextPage()}
            status={infiniteScrollStatus(query)}
            errorMessage={loadMoreFailed}
          >
            {list}
          </InfiniteScroll>
        ) : (
          <>
            {list}
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {moreLabel}
              </Button>
            ) : null}
          </>
        );
      }}
    </AsyncContent>
  );
}

/** Three placeholder rows while a list's first page is on its way. */
export function PagedListSkeleton({ row }: { row: ReactNode }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <Fragment key={key}>{row}</Fragment>
      ))}
    </div>
  );
}
