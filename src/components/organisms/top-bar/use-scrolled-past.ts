import { useCallback, useSyncExternalStore } from 'react';
import { isTopBarHidden } from './top-bar.logic.ts';

/** True while the window (or `scrollContainer`) is scrolled further than `hideAfter` px. */
export function useScrolledPast(hideAfter: number | false, scrollContainer?: HTMLElement | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (hideAfter === false) return () => {};
      const target: HTMLElement | Window = scrollContainer ?? window;
      target.addEventListener('scroll', onChange, { passive: true });
      return () => target.removeEventListener('scroll', onChange);
    },
    [hideAfter, scrollContainer],
  );
  // A boolean snapshot: React re-renders only when the bar crosses the threshold.
  const snapshot = () =>
    isTopBarHidden(scrollContainer ? scrollContainer.scrollTop : window.scrollY, hideAfter);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
