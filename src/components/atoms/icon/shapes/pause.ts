import type { IconShape } from '../icon.tsx';

export const pauseIcon: IconShape = { d: 'M9 5v14M15 5v14' };
