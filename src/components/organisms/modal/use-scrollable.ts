import { useLayoutEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element, kept up to date as either resizes.
 * Returns a callback ref for the element (it mounts and unmounts with the dialog) and the answer.
 * A body that scrolls must be reachable by keyboard even when nothing inside it takes focus
 * (WCAG 2.1.1; axe's scrollable-region-focusable), and only then: a tab stop on a body that does
 * not scroll would be noise.
 */
export function useScrollable<T extends HTMLElement>(): [
  ref: (element: T | null) => void,
  scrollable: boolean,
] {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrollable];
}
