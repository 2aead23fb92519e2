import type { IconShape } from '../icon.tsx';

/** Two chain links: copy the link. */
export const linkIcon: IconShape = {
  d: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};
