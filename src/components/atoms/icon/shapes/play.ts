import type { IconShape } from '../icon.tsx';

export const playIcon: IconShape = { d: 'M7 4.5v15l12.5-7.5z' };
