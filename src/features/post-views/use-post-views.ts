import { useEffect, useRef, type RefObject } from 'react';
import { observeView, viewTime, type ViewState } from './view-timing.ts';

/** The attribute a feed puts on each card's element: the post's id. */
export const POST_VIEW_ATTRIBUTE = 'data-post-view';

// Enough steps to see a card cross half of itself, and a tall one cross half the screen.
const THRESHOLDS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Watches the cards of a feed (the list's children carrying `data-post-view`, added as pages load) and
 * calls `onView(id, ms)` each time a card leaves the screen after at least half of it was seen
 * (spec §9), with how long it was seen; a card still seen when the feed goes away (another page,
 * another tab) counts as leaving then. Time is read from `Date.now()`, so a fake clock drives it.
 */
export function usePostViews(
  listRef: RefObject<HTMLElement | null>,
  onView: (id: number, time: number) => void,
): void {
  const report = useRef(onView);
  useEffect(() => {
    report.current = onView;
  }, [onView]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const states = new Map<Element, ViewState>();
    const idOf = (element: Element) => Number(element.getAttribute(POST_VIEW_ATTRIBUTE));
    const send = (element: Element, time: number) => {
      const id = idOf(element);
      if (Number.isInteger(id) && id > 0) report.current(id, time);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const now = Date.now();
        for (const entry of entries) {
          const step = observeView(
            states.get(entry.target) ?? { since: null },
            {
              intersecting: entry.isIntersecting,
              ratio: entry.intersectionRatio,
              visibleHeight: entry.intersectionRect.height,
              rootHeight: entry.rootBounds?.height ?? window.innerHeight,
            },
            now,
          );
          states.set(entry.target, step.state);
          if (step.report !== null) send(entry.target, step.report);
        }
      },
      { threshold: THRESHOLDS },
    );
    /** A card that goes away while seen has left the screen. */
    const forget = (element: Element, now: number) => {
      const since = states.get(element)?.since;
      if (since !== null && since !== undefined) send(element, viewTime(since, now));
      states.delete(element);
      observer.unobserve(element);
    };
    const watch = () => {
      for (const element of list.children) {
        if (element.hasAttribute(POST_VIEW_ATTRIBUTE) && !states.has(element)) {
          states.set(element, { since: null });
          observer.observe(element);
        }
      }
      const now = Date.now();
      for (const element of [...states.keys()]) if (!list.contains(element)) forget(element, now);
    };
    watch();
    // The next page's cards arrive as new children; a refetch may replace them all.
    const mutations = new MutationObserver(watch);
    mutations.observe(list, { childList: true });
    return () => {
      mutations.disconnect();
      const now = Date.now();
      for (const element of [...states.keys()]) forget(element, now);
      observer.disconnect();
    };
  }, [listRef]);
}
