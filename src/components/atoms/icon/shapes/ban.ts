import type { IconShape } from '../icon.tsx';

/** A struck-through circle: blocked. */
export const banIcon: IconShape = { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8' };
