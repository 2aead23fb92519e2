import type { IconShape } from '../icon.tsx';

export const searchIcon: IconShape = { d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm10 3-5.2-5.2' };
