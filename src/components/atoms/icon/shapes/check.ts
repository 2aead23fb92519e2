import type { IconShape } from '../icon.tsx';

export const checkIcon: IconShape = { d: 'm5 12.5 4.5 4.5L19 7.5' };
