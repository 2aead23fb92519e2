import { useIntl } from 'react-intl';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { CreatorCard } from '../../components/molecules/creator-card/creator-card.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { Carousel } from '../../components/organisms/carousel/carousel.tsx';
import { useNewCreators } from '../../api/get-new-creators.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { homeMessages as m } from './home-messages.ts';

/**
 * The newest creators: a swiper below 958 px, a list in the side column on desktop. Both read
 * the same query, so only one request is made.
 */
export function NewCreators({ layout }: { layout: 'swiper' | 'list' }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { data, isPending, isError, refetch, isRefetching } = useNewCreators();
  const title = intl.formatMessage(m.newCreators);
  const headingId = `new-creators-${layout}`;

  let body;
  if (isPending) {
    body =
      layout === 'swiper' ? (
        <div className="flex gap-3 overflow-hidden">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-[46%] shrink-0 rounded-card" />
          ))}
        </div>
      ) : (
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
  } else if (isError) {
    body = (
      <EmptyState tone="error" onReload={() => void refetch()} reloading={isRefetching} className="py-6" />
    );
  } else if (data.list.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage(m.newCreatorsEmpty)}
        onReload={() => void refetch()}
        reloading={isRefetching}
        className="py-6"
      />
    );
  } else if (layout === 'swiper') {
    body = (
      <Carousel
        label={title}
        slideSize="46%"
        gap={12}
        loop={false}
        showArrows={false}
        showDots={false}
        className="sm:[&_[role=group]]:basis-[31%]!"
      >
        {data.list.map((creator) => (
          <CreatorCard key={creator.uuid} creator={creator} href={to(`/${creator.username}`)} />
        ))}
      </Carousel>
    );
  } else {
    body = (
      <ul className="divide-y divide-line/70">
        {data.list.map((creator) => (
          <li key={creator.uuid}>
            <CreatorCard creator={creator} href={to(`/${creator.username}`)} variant="row" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={layout === 'list' ? 'rounded-card bg-surface p-5 shadow-card ring-1 ring-line/60' : ''}
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {body}
    </section>
  );
}
