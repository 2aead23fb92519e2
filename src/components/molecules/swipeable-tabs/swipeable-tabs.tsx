import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { TabBar } from '../tab-bar/tab-bar.tsx';
import {
  ANIMATION_MS_PER_TAB,
  dampedOffset,
  DRAG_START_PX,
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

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  /** True once the touch has moved sideways enough to be a swipe. */
  active: boolean;
  samples: PointerSample[];
}

/**
 * Tabs whose panels slide: tap or arrow keys on the tab strip, or swipe the panel by touch
 * (spec §9: faster than 200 px/s or past half the width switches; 250 ms per tab moved).
 * Mirrored in right-to-left. The panels slide with a CSS transform rather than embla, whose
 * duration is not in ms and whose release rule cannot take the spec's velocity.
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
  const viewportRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [rtl, setRtl] = useState(false);
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

  // The direction comes from the page (locale or a forced dir), read once laid out.
  useLayoutEffect(() => {
    if (viewportRef.current) setRtl(getComputedStyle(viewportRef.current).direction === 'rtl');
  }, []);

  const select = (next: T) => {
    if (next === current) return;
    setOwnValue(next);
    onChange?.(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A mouse uses the tab strip; swiping is for touch and pen.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      active: false,
      samples: [{ x: event.clientX, t: event.timeStamp }],
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.active) {
      if (Math.abs(dy) > DRAG_START_PX && Math.abs(dy) >= Math.abs(dx)) {
        drag.current = null; // a vertical scroll: leave it to the page
        return;
      }
      if (Math.abs(dx) <= DRAG_START_PX) return;
      state.active = true;
      setDragging(true);
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests) cannot be captured; the drag works without it.
      }
    }
    state.samples.push({ x: event.clientX, t: event.timeStamp });
    if (state.samples.length > 20) state.samples.shift();
    setDragX(dampedOffset(dx, index, tabs.length, rtl));
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.active || state.pointerId !== event.pointerId) return;
    state.samples.push({ x: event.clientX, t: event.timeStamp });
    const target = swipeTargetIndex({
      index,
      count: tabs.length,
      deltaX: event.type === 'pointercancel' ? 0 : event.clientX - state.startX,
      velocityX: releaseVelocity(state.samples),
      width: event.currentTarget.clientWidth,
      rtl,
    });
    setDragging(false);
    setDragX(0);
    const next = tabs[target];
    if (target === index || !next) {
      setDurationMs(ANIMATION_MS_PER_TAB);
      setSettling(true);
    } else select(next.value);
  };

  const offsetPercent = (rtl ? 1 : -1) * index * 100;
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
        ref={viewportRef}
        className="mt-3 touch-pan-y overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          data-swipe-track=""
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setSettling(false);
          }}
          className="flex items-start ease-out"
          style={{
            transform: `translateX(calc(${offsetPercent}% + ${dragX}px))`,
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
                className={`w-full min-w-0 shrink-0 rounded-card ${shown || moving ? '' : 'max-h-0 overflow-hidden'} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
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
