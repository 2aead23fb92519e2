import { useCallback, useRef, useSyncExternalStore } from 'react';
import { isTopBarHidden } from './top-bar.logic.ts';

/**
 * True while the window (or `scrollContainer`) is scrolled further than `hideAfter` px. The scroll
 * position is read in scroll events and once in the frame after mounting (a page opened already
 * scrolled), never during a render: reading `scrollY` there forced a layout of the whole page in
 * the middle of home's first render (issue 8, Lighthouse).
 */
export function useScrolledPast(hideAfter: number | false, scrollContainer?: HTMLElement | null): boolean {
  const scrolledPast = useRef(false);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (hideAfter === false) {
        scrolledPast.current = false;
        return () => {};
      }
      const target: HTMLElement | Window = scrollContainer ?? window;
      const read = () => {
        const past = isTopBarHidden(scrollContainer ? scrollContainer.scrollTop : window.scrollY, hideAfter);
        // A boolean: React re-renders only when the bar crosses the threshold.
        if (past === scrolledPast.current) return;
        scrolledPast.current = past;
        onChange();
      };
      target.addEventListener('scroll', read, { passive: true });
      const firstRead = requestAnimationFrame(read);
      return () => {
        cancelAnimationFrame(firstRead);
        target.removeEventListener('scroll', read);
      };
    },
    [hideAfter, scrollContainer],
  );
  return useSyncExternalStore(
    subscribe,
    () => scrolledPast.current,
    () => false,
  );
}
