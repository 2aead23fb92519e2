/**
 * Used by the player, the feed's video and the feed's cards (to fetch a locked picture once near
 * the screen); a chunk of its own (vite.config.ts), or the player's chunk would import home's.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is on screen, through IntersectionObserver. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A little margin loads the video just before it scrolls in.
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
