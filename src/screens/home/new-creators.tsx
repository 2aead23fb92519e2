import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { refreshIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { CreatorCard } from '../../components/molecules/creator-card/creator-card.tsx';
import { CreatorSwiper } from '../../components/organisms/creator-swiper/creator-swiper.tsx';
import { useNewCreators } from '../../api/get-new-creators.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { homeMessages as m } from './home-messages.ts';

/** The desktop side list while it loads: avatar and two lines per creator. */
function CreatorListSkeleton() {
  return (
    <div className="space-y-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton shape="circle" className="h-11 w-11" />
          <div className="flex-1 space-y-2">
            <Skeleton shape="text" className="w-28" />
            <Skeleton shape="text" className="w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface NewCreatorsProps {
  layout: 'swiper' | 'list';
  /** Which set (page of `user/getNewCreator`) is shown; Replace asks for the next. @default 1 */
  set?: number;
  /** Replace was pressed: show `next` (the page after this one, or the first again after the last). */
  onReplace?: (next: number) => void;
}

/**
 * The newest creators: the CreatorSwiper organism below 958 px, a list in the side column on
 * desktop. Both read the same query, so only one request is made. Replace (spec §2) shows another
 * set: the next page, or the first again once a page came back short; the set shown stays until
 * the next one has arrived.
 */
export function NewCreators({ layout, set = 1, onReplace }: NewCreatorsProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useNewCreators(set);
  const title = intl.formatMessage(m.newCreators);
  const page = query.data;
  const next = page && page.list.length === page.limit ? set + 1 : 1;
  // A set after the last full one came back empty: the first set is the one to show.
  const pastTheEnd = set > 1 && page !== undefined && !query.isPlaceholderData && page.list.length === 0;
  useEffect(() => {
    if (pastTheEnd) onReplace?.(1);
  }, [pastTheEnd, onReplace]);
  const replace =
    onReplace && page && (set > 1 || next > 1) ? (
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon icon={refreshIcon} size={16} />}
        loading={query.isPlaceholderData}
        onClick={() => onReplace(next)}
      >
        {intl.formatMessage(m.replace)}
      </Button>
    ) : null;
  const states = {
    status: query.status,
    data: page?.list,
    onRetry: () => void query.refetch(),
    retrying: query.isRefetching,
    isEmpty: (creators: readonly unknown[]) => creators.length === 0,
    empty: { title: intl.formatMessage(m.newCreatorsEmpty) },
    className: 'py-6',
  };

  if (layout === 'swiper') {
    return (
      <AsyncContent
        {...states}
        loading={<CreatorSwiper title={title} creators={[]} loading />}
        // The swiper owns the heading: an empty or failed row keeps it above the message.
        frame={(message: ReactNode) => <CreatorSwiper title={title} creators={[]} fallback={message} />}
      >
        {/* The row tops home on a phone: its first two covers (a phone's view) are its largest paint. */}
        {(creators) => (
          // A new set starts at its first card, once it has arrived (the last set stays meanwhile); the
          // first set keeps the row its loading state drew.
          <CreatorSwiper
            key={page && page.page > 1 ? page.page : undefined}
            title={title}
            creators={creators}
            priorityCards={2}
            action={replace}
          />
        )}
      </AsyncContent>
    );
  }

  const headingId = 'new-creators-list';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line/60"
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-bold text-ink">
          {title}
        </h2>
        {replace}
      </div>
      <AsyncContent {...states} loading={<CreatorListSkeleton />}>
        {(creators) => (
          <ul className="divide-y divide-line/70">
            {creators.map((creator) => (
              <li key={creator.uuid}>
                <CreatorCard creator={creator} href={to(`/${creator.username}`)} variant="row" />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </section>
  );
}
