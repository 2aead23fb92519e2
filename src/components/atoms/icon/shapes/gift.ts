import type { IconShape } from '../icon.tsx';

/** A wrapped present: a tip (issue 25). */
export const giftIcon: IconShape = {
  d: 'M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM3 7h18v4H3zM12 7v14M12 7H8.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
};
