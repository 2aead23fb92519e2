import { useLayoutEffect, type RefObject } from 'react';

/**
 * The CSS custom property on the root element that holds how much of the window's bottom the
 * bottom bar covers (`0px` when it is not shown). Other fixed layers, the cookie banner first,
 * sit above it with `bottom: calc(var(--bottom-bar-height, 0px) + …)`.
 */
export const BOTTOM_BAR_HEIGHT = '--bottom-bar-height';

/**
 * Publishes the bar's height as BOTTOM_BAR_HEIGHT while it is mounted: its measured height
 * (safe-area padding included), 0 while it has slid away on scroll or is not displayed (from
 * 958 px up), and nothing once it unmounts (a page without the bar).
 */
export function usePublishedBarHeight(bar: RefObject<HTMLElement | null>, slidAway: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = element.ownerDocument.documentElement;
    const publish = () =>
      root.style.setProperty(BOTTOM_BAR_HEIGHT, `${slidAway ? 0 : element.offsetHeight}px`);
    publish();
    // Fires when the bar's size changes, including to nothing when a breakpoint hides it.
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, [bar, slidAway]);
}
