import { useEffect, type RefObject } from 'react';

/** Set on a row while more of it lies beyond its start edge (in reading direction). */
export const OVERFLOW_START = 'data-overflow-start';
/** Set on a row while more of it lies beyond its end edge (in reading direction). */
export const OVERFLOW_END = 'data-overflow-end';

/**
 * Marks a row that scrolls sideways with OVERFLOW_START and OVERFLOW_END while part of it is
 * scrolled out of view on that side, for the `edge-fade` utility (src/app/styles.css), so a cut
 * label reads as "there is more" (issue 22: mine-post's Scheduled and Private at 375 px). The
 * attributes are written straight to the element: a scroll re-renders nothing. First measured when
 * the resize observation reports the row's size, after the page's own layout (never read in the
 * effect, which forced a layout of the whole page in the middle of the first render, issue 8).
 * `content` names what the row shows (its labels): when it changes, the new items are observed.
 */
export function useOverflowEdges(row: RefObject<HTMLElement | null>, content: string): void {
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    const mark = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // scrollLeft counts down from 0 in a right-to-left row: its distance from the start either way.
      const fromStart = Math.abs(element.scrollLeft);
      element.toggleAttribute(OVERFLOW_START, fromStart > 1);
      element.toggleAttribute(OVERFLOW_END, hidden - fromStart > 1);
    };
    element.addEventListener('scroll', mark, { passive: true });
    // The row's own size, and its items' (a label in another language widens the content alone).
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    for (const item of element.children) observer.observe(item);
    return () => {
      element.removeEventListener('scroll', mark);
      observer.disconnect();
    };
  }, [row, content]);
}
