import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { InfiniteScrollSentinel } from '../../molecules/infinite-scroll-sentinel/infinite-scroll-sentinel.tsx';
import { NoMoreFooter } from '../../molecules/no-more-footer/no-more-footer.tsx';
import {
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_INTERVAL_MS,
  watchesForMore,
  type InfiniteScrollStatus,
} from './infinite-scroll.logic.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  loadingMore: { id: 'list.loadingMore', defaultMessage: 'Loading more…' },
  loadFailed: { id: 'list.loadFailed', defaultMessage: 'Couldn’t load more.' },
  retry: commonMessages.retry,
});

export interface InfiniteScrollProps {
  /** The list's items. */
  children: ReactNode;
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** @default 'idle' */
  status?: InfiniteScrollStatus;
  /** Called by the Try again button; `onLoadMore` when absent. */
  onRetry?: () => void;
  /** Shown under a failed load instead of the generic text. */
  errorMessage?: string;
  /** How far before the end loading starts, in px (spec §2: 100). @default 100 */
  distance?: number;
  /** At most one load per this many ms (spec §2: 1000). @default 1000 */
  interval?: number;
  className?: string;
}

/** A list that loads its next page near the end, with loading, failed-with-retry and "no more" footers. */
export function InfiniteScroll({
  children,
  onLoadMore,
  status = 'idle',
  onRetry,
  errorMessage,
  distance = INFINITE_SCROLL_DISTANCE_PX,
  interval = INFINITE_SCROLL_INTERVAL_MS,
  className = '',
}: InfiniteScrollProps) {
  const intl = useIntl();
  return (
    <div className={className} aria-busy={status === 'loading' || undefined}>
      {children}
      <InfiniteScrollSentinel
        onLoadMore={onLoadMore}
        disabled={!watchesForMore(status)}
        distance={distance}
        interval={interval}
      />
      {status === 'loading' ? (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-ink-muted">
          <Spinner size={18} className="text-brand-600" />
          {intl.formatMessage(messages.loadingMore)}
        </p>
      ) : null}
      {status === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 py-6 text-center text-sm text-ink-muted"
        >
          <p className="flex items-center gap-2">
            <Icon icon={alertIcon} size={18} className="text-red-600" />
            {errorMessage ?? intl.formatMessage(messages.loadFailed)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon icon={refreshIcon} size={16} />}
            onClick={onRetry ?? onLoadMore}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : null}
      {status === 'done' ? <NoMoreFooter /> : null}
    </div>
  );
}
