import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { TabBar } from '../tab-bar/tab-bar.tsx';
import {
  ANIMATION_MS_PER_TAB,
  releaseVelocity,
  swipeTargetIndex,
  transitionMs,
  type PointerSample,
} from './swipeable-tabs.logic.ts';

export interface SwipeableTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

export interface SwipeableTabsProps<T extends string> {
  tabs: readonly SwipeableTab<T>[];
  /** Names the tab list for assistive tech. */
  label: string;
  /** The shown tab when controlled. */
  value?: T;
  /** The first tab shown when uncontrolled. @default the first tab */
  defaultValue?: T;
  onChange?: (value: T) => void;
  className?: string;
}

interface Swipe {
  startX: number;
  samples: PointerSample[];
  /** Embla let go of the touch before it ended: it was a vertical scroll, not a swipe. */
  released: boolean;
}

const touchX = (event: TouchEvent) => (event.touches[0] ?? event.changedTouches[0])?.clientX ?? 0;

/**
 * Tabs whose panels slide: tap or arrow keys on the tab strip, or swipe the panel by touch.
 * Embla follows the finger (telling a swipe from a vertical scroll, resisting past the first
 * and last tab, mirrored in right-to-left); where the swipe lands is the spec's rule (§9: faster
 * than 200 px/s or past half the width switches), and the slide is a CSS transition of 250 ms
 * per tab moved, because embla's own release and glide are physics with no px/s or ms to set.
 */
export function SwipeableTabs<T extends string>({
  tabs,
  label,
  value,
  defaultValue,
  onChange,
  className = '',
}: SwipeableTabsProps<T>) {
  const idPrefix = useId().replace(/:/g, '');
  const [ownValue, setOwnValue] = useState<T | undefined>(defaultValue ?? tabs[0]?.value);
  const current = value ?? ownValue;
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === current),
  );
  // The direction comes from the page (locale or a forced dir), read once laid out.
  const [rtl, setRtl] = useState(false);
  const [startIndex] = useState(index);
  const [viewportRef, embla] = useEmblaCarousel({
    direction: rtl ? 'rtl' : 'ltr',
    startIndex,
    // A mouse uses the tab strip; swiping is for touch and pen.
    watchDrag: (_api, event) => !(event instanceof MouseEvent),
  });
  const viewport = useRef<HTMLDivElement | null>(null);
  const swipe = useRef<Swipe | null>(null);
  const [dragging, setDragging] = useState(false);
  // The slide lasts 250 ms per tab between the last shown tab and this one.
  const [shownIndex, setShownIndex] = useState(index);
  const [durationMs, setDurationMs] = useState(ANIMATION_MS_PER_TAB);
  // While panels slide, all of them keep their height; at rest the others fold to nothing,
  // so a short tab does not inherit the page length of a long one.
  const [settling, setSettling] = useState(false);
  if (shownIndex !== index) {
    setShownIndex(index);
    setDurationMs(transitionMs(shownIndex, index));
    setSettling(true);
  }
  useEffect(() => {
    if (!settling) return;
    // transitionend may never come (no movement, hidden tab); settle after the slide anyway.
    const timer = setTimeout(() => setSettling(false), durationMs + 50);
    return () => clearTimeout(timer);
  }, [settling, durationMs]);
  const moving = dragging || settling;

  useLayoutEffect(() => {
    if (viewport.current) setRtl(getComputedStyle(viewport.current).direction === 'rtl');
  }, []);

  // Embla jumps to the shown tab; the track's CSS transition makes the jump a timed slide.
  useEffect(() => {
    embla?.scrollTo(index, true);
  }, [embla, index]);

  useEffect(() => {
    if (!embla) return;
    const down = () => setDragging(true);
    const up = () => {
      if (swipe.current) swipe.current.released = true;
    };
    embla.on('pointerDown', down).on('pointerUp', up);
    return () => {
      embla.off('pointerDown', down).off('pointerUp', up);
    };
  }, [embla]);

  const select = (next: T) => {
    if (next === current) return;
    setOwnValue(next);
    onChange?.(next);
  };

  // These run after embla's own listeners on the viewport, so embla has seen each touch first.
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.touches.length !== 1) return;
    const x = touchX(event);
    swipe.current = { startX: x, samples: [{ x, t: event.timeStamp }], released: false };
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state) return;
    if (state.released) {
      swipe.current = null;
      return;
    }
    state.samples.push({ x: touchX(event), t: event.timeStamp });
    if (state.samples.length > 20) state.samples.shift();
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const state = swipe.current;
    swipe.current = null;
    setDragging(false);
    if (!state) return;
    const cancelled = event.type === 'touchcancel';
    state.samples.push({ x: touchX(event), t: event.timeStamp });
    const target = swipeTargetIndex({
      index,
      count: tabs.length,
      deltaX: cancelled ? 0 : touchX(event) - state.startX,
      velocityX: releaseVelocity(state.samples),
      width: event.currentTarget.clientWidth,
      rtl,
    });
    const next = tabs[target];
    if (target === index || !next) {
      // Embla already chose where to glide on release: bring it back to the spec's choice.
      setDurationMs(ANIMATION_MS_PER_TAB);
      setSettling(true);
      embla?.scrollTo(index, true);
    } else select(next.value);
  };

  return (
    <div className={className}>
      <div className="scrollbar-none overflow-x-auto p-1">
        <TabBar
          items={tabs}
          value={tabs[index]?.value ?? ('' as T)}
          onChange={select}
          label={label}
          idPrefix={idPrefix}
        />
      </div>
      <div
        ref={(node) => {
          viewport.current = node;
          viewportRef(node);
        }}
        className="mt-3 touch-pan-y overflow-hidden"
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        <div
          data-swipe-track=""
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setSettling(false);
          }}
          className="flex items-start ease-out"
          style={{
            transitionProperty: dragging ? 'none' : 'transform',
            transitionDuration: `${durationMs}ms`,
          }}
        >
          {tabs.map((tab, tabIndex) => {
            const shown = tabIndex === index;
            return (
              <div
                key={tab.value}
                // TabBar points every tab at one panel id: the shown panel carries it.
                id={shown ? `${idPrefix}-panel` : undefined}
                role={shown ? 'tabpanel' : undefined}
                aria-labelledby={shown ? `${idPrefix}-tab-${tab.value}` : undefined}
                tabIndex={shown ? 0 : undefined}
                // Off-screen panels stay rendered for the swipe but out of reach.
                inert={!shown}
                aria-hidden={shown ? undefined : true}
                className={`w-full min-w-0 shrink-0 grow-0 rounded-card ${shown || moving ? '' : 'max-h-0 overflow-hidden'} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                {tab.content}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
