import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Skeleton } from '../../atoms/skeleton/skeleton.tsx';
import { Carousel } from '../carousel/carousel.tsx';
import { AD_CAROUSEL_INTERVAL_MS, AD_CAROUSEL_SKELETON_MS, adsToShow } from './ad-carousel.logic.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  label: { id: 'ads.label', defaultMessage: 'Featured' },
  loading: commonMessages.loading,
});

export interface Ad {
  id: string | number;
  image: string;
  /** Describes the image; it is the link's name. */
  alt: string;
  /** Where a tap goes; the ad is a plain image without it. */
  href?: string;
}

export interface AdCarouselProps {
  ads: readonly Ad[];
  /** Shows the skeleton while the ads are fetched. @default false */
  loading?: boolean;
  /** Names the carousel region. @default 'Featured' */
  label?: string;
  /** @default 3000 (spec §9) */
  autoplayMs?: number;
  /** The skeleton shows at least this long, so the first image does not flash in. @default 300 (spec §9) */
  skeletonMs?: number;
  className?: string;
}

const frame = 'aspect-[21/9] w-full overflow-hidden rounded-card';

/** Up to 3 ad banners advancing every 3 s, after a 300 ms skeleton (spec §9). */
export function AdCarousel({
  ads,
  loading = false,
  label,
  autoplayMs = AD_CAROUSEL_INTERVAL_MS,
  skeletonMs = AD_CAROUSEL_SKELETON_MS,
  className = '',
}: AdCarouselProps) {
  const intl = useIntl();
  const [skeletonDone, setSkeletonDone] = useState(skeletonMs <= 0);
  useEffect(() => {
    if (skeletonMs <= 0) return;
    const timer = setTimeout(() => setSkeletonDone(true), skeletonMs);
    return () => clearTimeout(timer);
  }, [skeletonMs]);

  const shown = adsToShow(ads);
  if (loading || !skeletonDone) {
    return (
      <div role="status" aria-label={intl.formatMessage(messages.loading)} className={className}>
        <Skeleton className={frame} />
      </div>
    );
  }
  if (shown.length === 0) return null;

  return (
    <Carousel
      label={label ?? intl.formatMessage(messages.label)}
      autoplayMs={autoplayMs}
      showArrows={false}
      className={className}
    >
      {shown.map((ad) => {
        const image = (
          <img src={ad.image} alt={ad.alt} className="h-full w-full object-cover" draggable={false} />
        );
        return ad.href ? (
          <a
            key={ad.id}
            href={ad.href}
            target="_blank"
            rel="noopener noreferrer sponsored"
            className={`block ${frame} focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`}
          >
            {image}
          </a>
        ) : (
          <div key={ad.id} className={frame}>
            {image}
          </div>
        );
      })}
    </Carousel>
  );
}
