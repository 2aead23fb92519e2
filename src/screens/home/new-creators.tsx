import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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

/**
 * The newest creators: the CreatorSwiper organism below 958 px, a list in the side column on
 * desktop. Both read the same query, so only one request is made.
 */
export function NewCreators({ layout }: { layout: 'swiper' | 'list' }) {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useNewCreators();
  const title = intl.formatMessage(m.newCreators);
  const states = {
    status: query.status,
    data: query.data?.list,
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
        {(creators) => <CreatorSwiper title={title} creators={creators} priorityCards={2} />}
      </AsyncContent>
    );
  }

  const headingId = 'new-creators-list';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line/60"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
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
