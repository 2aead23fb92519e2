import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INITIAL_SCROLL_DIRECTION,
  nextScrollDirection,
  type ScrollDirectionOptions,
} from './scroll-direction.logic.ts';

export interface ScrollDirectionVisibilityOptions extends ScrollDirectionOptions {
  /** Listens only while true; when false the bar stays shown. @default true */
  enabled?: boolean;
  /** The element that scrolls; the window when absent. */
  scrollContainer?: HTMLElement | null;
}

/**
 * Whether a bar should be hidden: true after the page scrolls down, false after it scrolls up.
 * Returns `[hidden, reveal]`; call `reveal` when the bar must show anyway (keyboard focus).
 */
export function useScrollDirectionVisibility({
  enabled = true,
  scrollContainer,
  tolerance,
  topOffset,
}: ScrollDirectionVisibilityOptions = {}): [hidden: boolean, reveal: () => void] {
  const [hidden, setHidden] = useState(false);
  // The anchor changes on every scroll; only `hidden` needs a render.
  const state = useRef(INITIAL_SCROLL_DIRECTION);

  useEffect(() => {
    if (!enabled) return;
    const target: HTMLElement | Window = scrollContainer ?? window;
    const read = () => (scrollContainer ? scrollContainer.scrollTop : window.scrollY);
    // Start from where the page already is, so a restored scroll position is not "a scroll down".
    state.current = { anchorY: Math.max(0, read()), hidden: false };
    const onScroll = () => {
      state.current = nextScrollDirection(state.current, read(), { tolerance, topOffset });
      setHidden(state.current.hidden);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      target.removeEventListener('scroll', onScroll);
      setHidden(false);
    };
  }, [enabled, scrollContainer, tolerance, topOffset]);

  const reveal = useCallback(() => {
    state.current = { ...state.current, hidden: false };
    setHidden(false);
  }, []);
  return [enabled && hidden, reveal];
}
