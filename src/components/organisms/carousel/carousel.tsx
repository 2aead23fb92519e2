import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { directionOf } from '../../../i18n/locale-resolution.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { chevronEndIcon, chevronStartIcon, pauseIcon, playIcon } from '../../atoms/icon/icons.ts';
import { EMBLA_AT_REST, useEmblaAfterPaint } from './use-embla-after-paint.ts';

type Position = { index: number; count: number };

const messages = defineMessages({
  previous: { id: 'carousel.previous', defaultMessage: 'Previous slide' },
  next: { id: 'carousel.next', defaultMessage: 'Next slide' },
  goTo: defineMessage<Position>({ id: 'carousel.goTo', defaultMessage: 'Go to slide {index} of {count}' }),
  slide: defineMessage<Position>({ id: 'carousel.slide', defaultMessage: '{index} of {count}' }),
  pause: { id: 'carousel.pause', defaultMessage: 'Pause slideshow' },
  play: { id: 'carousel.play', defaultMessage: 'Play slideshow' },
});

export interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  children: ReactNode;
  /**
   * Advances every this many ms; 0 turns it off. A Pause/Play button stops and restarts it; it
   * also holds while the pointer is over the slides or the focus is in the carousel, and starts
   * paused when the user prefers reduced motion. @default 0
   */
  autoplayMs?: number;
  /** Width of each slide, as a CSS length. @default '100%' */
  slideSize?: string;
  /** Gap between slides in px. @default 0 */
  gap?: number;
  /** @default true */
  showDots?: boolean;
  /** @default true */
  showArrows?: boolean;
  /** @default true */
  loop?: boolean;
  className?: string;
}

/** True for an event on the Pause/Play button (or its icon). */
function onToggle(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-autoplay-toggle]') !== null;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A swipeable carousel (embla) with arrows, dots, optional autoplay, mirrored in RTL. An autoplaying
 * one shows a Pause/Play button before its dots (WCAG 2.2.2, docs/decisions/carousel-autoplay.md).
 */
export function Carousel({
  label,
  children,
  autoplayMs = 0,
  slideSize = '100%',
  gap = 0,
  showDots = true,
  showArrows = true,
  loop = true,
  className = '',
}: CarouselProps) {
  const intl = useIntl();
  const slides = Children.toArray(children);
  // Embla needs the text direction to swipe the right way round in Arabic.
  const direction = directionOf(intl.locale);
  const [viewportRef, embla] = useEmblaAfterPaint(
    { loop, direction, align: 'start', containScroll: 'trimSnaps' },
    autoplayMs ? { delay: autoplayMs } : false,
  );
  const [selected, setSelected] = useState(0);
  // Until embla has measured, full-width slides are one stop each: the dots show from the
  // first paint and do not push the page down when it arrives.
  const [snapCount, setSnapCount] = useState(slideSize === '100%' ? slides.length : 0);
  // Stopped by the user's Pause (or from the start, for a user who prefers reduced motion) until
  // Play; held while the pointer is over the slides or the focus is on anything but that button.
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped || hovered || focused;

  // A dot or arrow pressed before embla arrives is not lost: embla starts on that slide.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (!embla) return;
    if (pending.current !== null) embla.scrollTo(pending.current, true);
    pending.current = null;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // Advances only while nothing pauses it; any move restarts the wait.
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    if (paused) {
      autoplay.stop();
      return;
    }
    autoplay.play();
    const restart = () => autoplay.reset();
    embla.on('select', restart);
    return () => {
      embla.off('select', restart);
    };
  }, [embla, paused]);

  const goTo = useCallback(
    (index: number) => {
      if (embla) return embla.scrollTo(index);
      const count = snapCount || 1;
      const target = loop ? (index + count) % count : Math.min(Math.max(index, 0), count - 1);
      pending.current = target;
      setSelected(target);
    },
    [embla, snapCount, loop],
  );
  const prev = useCallback(() => (embla ? embla.scrollPrev() : goTo(selected - 1)), [embla, goTo, selected]);
  const next = useCallback(() => (embla ? embla.scrollNext() : goTo(selected + 1)), [embla, goTo, selected]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      // Pause/Play is left out of the hold: it acts at once, under the pointer and with the focus on it.
      onMouseOver={(event) => setHovered(!onToggle(event.target))}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!onToggle(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={autoplayMs && paused ? true : undefined}
      data-ready={embla ? 'true' : 'false'}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" style={{ gap, transform: EMBLA_AT_REST }}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage(messages.slide, { index: index + 1, count: slides.length })}
              className="min-w-0 shrink-0 grow-0"
              style={{ flexBasis: slideSize }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showArrows && snapCount > 1 ? (
        <>
          <IconButton
            icon={chevronStartIcon}
            label={intl.formatMessage(messages.previous)}
            variant="secondary"
            onClick={prev}
            className="absolute start-3 top-1/2 -translate-y-1/2 shadow-card"
          />
          <IconButton
            icon={chevronEndIcon}
            label={intl.formatMessage(messages.next)}
            variant="secondary"
            onClick={next}
            className="absolute end-3 top-1/2 -translate-y-1/2 shadow-card"
          />
        </>
      ) : null}
      {(showDots || autoplayMs) && snapCount > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-1">
          {autoplayMs ? (
            <IconButton
              data-autoplay-toggle
              icon={stopped ? playIcon : pauseIcon}
              label={intl.formatMessage(stopped ? messages.play : messages.pause)}
              size={32}
              onClick={() => setStopped((was) => !was)}
              className="me-2"
            />
          ) : null}
          {(showDots ? Array.from({ length: snapCount }) : []).map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={intl.formatMessage(messages.goTo, { index: index + 1, count: snapCount })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-brand-600' : 'w-2 bg-line-strong group-hover:bg-ink-subtle'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
