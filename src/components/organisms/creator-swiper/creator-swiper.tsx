import { useEffect, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Creator } from '../../../contract/entities.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { directionOf } from '../../../i18n/locale-resolution.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { chevronEndIcon, chevronStartIcon } from '../../atoms/icon/icons.ts';
import { Skeleton } from '../../atoms/skeleton/skeleton.tsx';
import { EMBLA_AT_REST, useEmblaAfterPaint } from '../carousel/use-embla-after-paint.ts';
import { CreatorCard } from '../../molecules/creator-card/creator-card.tsx';
import { useFlickPaging } from './use-flick-paging.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  previous: { id: 'creatorSwiper.previous', defaultMessage: 'Previous creators' },
  next: { id: 'creatorSwiper.next', defaultMessage: 'Next creators' },
  loading: commonMessages.loading,
});

export interface CreatorSwiperProps {
  /** The heading above the row, e.g. "Popular creators". */
  title: string;
  creators: readonly Creator[];
  /** Shows skeleton tiles while the creators are fetched. @default false */
  loading?: boolean;
  /** Beside the heading, e.g. a Replace button. */
  action?: ReactNode;
  /**
   * Shown under the heading in place of the row, e.g. "no creators yet" or a failed load with
   * its Reload, so the section keeps its heading and action in every state.
   */
  fallback?: ReactNode;
  /**
   * How many of the first cards fetch their cover at once with high priority: a row at the top of
   * a page (home's) holds its largest paint. @default 0
   */
  priorityCards?: number;
  className?: string;
}

// Two cards and a peek on phones, three from 672 px, four on desktop.
const slideClasses = 'min-w-0 shrink-0 grow-0 basis-[46%] sm:basis-[31%] desktop:basis-[23.5%]';

/** A horizontal row of creator cards: swiped on mobile, arrows on desktop, mirrored in RTL. */
export function CreatorSwiper({
  title,
  creators,
  loading = false,
  action,
  fallback,
  priorityCards = 0,
  className = '',
}: CreatorSwiperProps) {
  const intl = useIntl();
  const to = useLocalePath();
  // Embla needs the direction to swipe the right way round in Arabic.
  const direction = directionOf(intl.locale);
  const [viewportRef, embla] = useEmblaAfterPaint(
    { direction, align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' },
    false,
  );
  useFlickPaging(embla, direction === 'rtl');
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  return (
    <section
      aria-label={title}
      aria-busy={loading || undefined}
      data-ready={embla ? 'true' : 'false'}
      className={className}
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold text-ink">{title}</h2>
        {action}
        {/* Arrows only where there is a pointer and room: phones swipe. */}
        <div className="hidden gap-1 desktop:flex">
          <IconButton
            icon={chevronStartIcon}
            label={intl.formatMessage(messages.previous)}
            variant="secondary"
            size={36}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          />
          <IconButton
            icon={chevronEndIcon}
            label={intl.formatMessage(messages.next)}
            variant="secondary"
            size={36}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          />
        </div>
      </div>
      {fallback}
      {/* Hidden rather than unmounted: the carousel keeps its instance for when the row returns. */}
      <div ref={viewportRef} hidden={fallback !== undefined} className="-m-2 overflow-hidden p-2">
        <ul className="flex touch-pan-y gap-3" style={{ transform: EMBLA_AT_REST }}>
          {loading
            ? Array.from({ length: 4 }, (_, index) => (
                // As tall as a creator card (272 px), so the page below does not move when they
                // arrive (home's CLS on a phone, issue 8).
                <li key={index} className={slideClasses} aria-hidden>
                  <Skeleton className="h-68" />
                </li>
              ))
            : creators.map((creator, index) => (
                <li key={creator.uuid} className={slideClasses}>
                  <CreatorCard
                    creator={creator}
                    href={to(`/${creator.username}`)}
                    priority={index < priorityCards}
                  />
                </li>
              ))}
        </ul>
      </div>
      {loading ? <span className="sr-only">{intl.formatMessage(messages.loading)}</span> : null}
    </section>
  );
}
