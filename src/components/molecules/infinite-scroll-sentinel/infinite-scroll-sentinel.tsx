import { useEffect, useRef } from 'react';

export interface InfiniteScrollSentinelProps {
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** Stops watching (no more pages, or a page is loading). @default false */
  disabled?: boolean;
  /** How far before the end loading starts, in px (spec §2: 100). @default 100 */
  distance?: number;
  /** At most one load per this many ms (spec §2: 1000). @default 1000 */
  interval?: number;
}

/**
 * An invisible marker at the end of a list that asks for the next page when it comes within
 * `distance` of the viewport, at most once per `interval`.
 */
export function InfiniteScrollSentinel({
  onLoadMore,
  disabled = false,
  distance = 100,
  interval = 1000,
}: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastLoad = useRef(0);
  // The latest callback, without re-creating the observer each render.
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (disabled || !node || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    const load = () => {
      timer = undefined;
      if (!visible) return;
      const wait = lastLoad.current + interval - Date.now();
      if (wait > 0) {
        timer = setTimeout(load, wait);
        return;
      }
      lastLoad.current = Date.now();
      onLoadMoreRef.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        visible = entries.some((entry) => entry.isIntersecting);
        if (visible && timer === undefined) load();
      },
      // The document as root, not the implicit top-level viewport: rootMargin is ignored for an
      // implicit root inside an iframe (an embed, Storybook), which would cancel the look-ahead.
      { root: node.ownerDocument, rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [disabled, distance, interval]);

  return <div ref={ref} aria-hidden className="h-px w-full" />;
}
