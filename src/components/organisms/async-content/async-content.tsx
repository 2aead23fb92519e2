import type { ReactNode } from 'react';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { EmptyState } from '../../molecules/empty-state/empty-state.tsx';

/** Where a load stands; TanStack Query's `status` is one of these. */
export type AsyncStatus = 'pending' | 'error' | 'success';

export interface AsyncContentProps<T> {
  /** The load's status (a query's `status`). */
  status: AsyncStatus;
  /** What has loaded (a query's `data`); absent until the first success. */
  data: T | undefined;
  /** The failure, when the screen shows its message under the generic title. */
  error?: { message: string } | null;
  /** Asks again: the Reload button of the error and empty states. */
  onRetry: () => void;
  /** Turns that button into a spinner while asking again. @default false */
  retrying?: boolean;
  /** Shown while the first load is on its way. @default an announced spinner */
  loading?: ReactNode;
  /** Whether the loaded data has nothing to show. @default never empty */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text. @default "Nothing here yet" */
  empty?: { title?: ReactNode; description?: ReactNode };
  /**
   * Places the error or empty message, for content that renders its own heading around the
   * row it shows (a swiper). @default the message as it is
   */
  frame?: (message: ReactNode) => ReactNode;
  /** Classes of the error and empty messages. */
  className?: string;
  /** The content, given the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * The switch every screen makes over a load: loading, failed with a retry, empty, or the
 * content. Data already shown stays when a later refetch fails (the reader keeps what they
 * have; the next refetch may succeed), so the failure shows only when there is nothing else.
 */
export function AsyncContent<T>({
  status,
  data,
  error,
  onRetry,
  retrying = false,
  loading,
  isEmpty,
  empty,
  frame = (message) => message,
  className = '',
  children,
}: AsyncContentProps<T>) {
  if (status === 'pending') {
    return <>{loading ?? <Spinner announce className="mx-auto my-10 text-brand-600" />}</>;
  }
  if (data === undefined) {
    return (
      <>
        {frame(
          <EmptyState
            tone="error"
            description={error?.message}
            onReload={onRetry}
            reloading={retrying}
            className={className}
          />,
        )}
      </>
    );
  }
  if (isEmpty?.(data)) {
    return (
      <>
        {frame(
          <EmptyState
            title={empty?.title}
            description={empty?.description}
            onReload={onRetry}
            reloading={retrying}
            className={className}
          />,
        )}
      </>
    );
  }
  return <>{children(data)}</>;
}
