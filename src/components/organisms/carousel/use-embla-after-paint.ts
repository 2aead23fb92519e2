import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * The transform embla gives the slide container at the first slide. The container carries it
 * from the first paint: a transformed container is drawn on a layer of its own, and text and
 * gradients on such a layer are rasterised slightly differently, so without it the picture changed
 * when embla arrived (the visual tier caught it).
 */
export const EMBLA_AT_REST = 'translate3d(0px, 0px, 0px)';

/**
 * Embla, fetched once the carousel has painted: the slides are laid out by CSS alone, so the first
 * ones show at once, and a first visit does not wait for the carousel library (about 8 kB gzipped
 * with its autoplay plugin): the landing's carousel, home's creator row. Returns the viewport's ref callback and the live carousel,
 * undefined until it is ready. Options are read when it starts: `key` the component to change them.
 */
export function useEmblaAfterPaint(
  options: EmblaOptionsType,
  autoplay: false | { delay: number },
): [(node: HTMLDivElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Options are plain values: compared by content, so a new object each render starts nothing.
  const optionsKey = JSON.stringify(options);
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
      live = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType, plugins);
      setEmbla(live);
    });
    return () => {
      cancelled = true;
      live?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, optionsKey, delay]);

  return [setViewport, embla];
}
