import type { IconShape } from '../icon.tsx';

export const closeIcon: IconShape = { d: 'M6 6l12 12M18 6 6 18' };
