import type { IconShape } from '../icon.tsx';

/** A flag on its pole: report. */
export const flagIcon: IconShape = { d: 'M5 21V4M5 4h11l-2 4 2 4H5' };
