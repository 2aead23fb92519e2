import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The CSS custom property on the root element that holds how much of the window's bottom the
 * bottom bar covers (`0px` when it is not shown). Other fixed layers, the cookie banner first,
 * sit above it with `bottom: calc(var(--bottom-bar-height, 0px) + …)`.
 */
export const BOTTOM_BAR_HEIGHT = '--bottom-bar-height';

/**
 * How long a layer that follows the bar takes to move with it: `0ms` while the bar takes its
 * place when it first shows, the bar's own slide (200 ms) from the next frames on. A banner already
 * on screen then jumps once to its place above the bar instead of sliding there over 200 ms, which
 * counted as a layout shift on every frame of the way (home's CLS, issue 8).
 */
export const BOTTOM_BAR_MOTION = '--bottom-bar-motion';
const SLIDE_MS = 200;

/**
 * Publishes the bar's height as BOTTOM_BAR_HEIGHT while it is mounted: its height (safe-area
 * padding included) as the browser's resize observation reports it, 0 while it has slid away on
 * scroll or is not displayed (from 958 px up), and nothing once it unmounts (a page without the
 * bar). Never read from the element in the effect: `offsetHeight` there forced a layout of the
 * whole page in the middle of the first render, a fifth of home's main-thread time (issue 8).
 */
export function usePublishedBarHeight(bar: RefObject<HTMLElement | null>, slidAway: boolean): void {
  const placed = useRef(false);
  const height = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = element.ownerDocument.documentElement;
    const publish = () => {
      if (height.current !== undefined)
        root.style.setProperty(BOTTOM_BAR_HEIGHT, `${slidAway ? 0 : height.current}px`);
    };
    publish();
    if (!placed.current) {
      placed.current = true;
      root.style.setProperty(BOTTOM_BAR_MOTION, '0ms');
      // Two frames: the first placement is painted before moves start to animate. Not cancelled
      // if the effect runs again meanwhile (the bar sliding away at once still animates).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => root.style.setProperty(BOTTOM_BAR_MOTION, `${SLIDE_MS}ms`)),
      );
    }
    // Reports the first size after the page's own layout, then every change, including to
    // nothing when a breakpoint hides the bar.
    const observer = new ResizeObserver(([entry]) => {
      height.current = entry?.borderBoxSize[0]?.blockSize ?? 0;
      publish();
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [bar, slidAway]);
}
