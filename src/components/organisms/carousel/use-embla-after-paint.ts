import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Embla, fetched once the carousel has painted: the slides are laid out by CSS alone, so the first
 * one shows at once, and the landing's first visit does not wait for the carousel library (about
 * 8 kB gzipped with its autoplay plugin). Returns the viewport's ref callback and the live carousel,
 * undefined until it is ready. Options are read when it starts: `key` the component to change them.
 */
export function useEmblaAfterPaint(
  options: EmblaOptionsType,
  autoplay: false | { delay: number },
): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const { loop, direction, align, containScroll } = options;
  const delay = autoplay ? autoplay.delay : 0;

  useEffect(() => {
    if (!viewport) return;
    let live: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([
      import('embla-carousel'),
      delay ? import('embla-carousel-autoplay') : Promise.resolve(undefined),
    ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
      if (cancelled) return;
      // Embla's autoplay plugin advances (back to the first slide after the last); when it pauses
      // is the carousel's (its own stop-on-hover, focus and drag rules are off).
      const plugins = autoplayModule
        ? [
            autoplayModule.default({
              delay,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [];
      live = EmblaCarousel(viewport, { loop, direction, align, containScroll }, plugins);
      setEmbla(live);
    });
    return () => {
      cancelled = true;
      live?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, loop, direction, align, containScroll, delay]);

  return [setViewport, embla];
}
