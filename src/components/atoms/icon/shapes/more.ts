import type { IconShape } from '../icon.tsx';

/** Three dots in a row: a menu of further actions. */
export const moreIcon: IconShape = {
  d: 'M6.5 12a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm7 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0zm7 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z',
};
