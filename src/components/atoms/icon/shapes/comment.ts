import type { IconShape } from '../icon.tsx';

export const commentIcon: IconShape = { d: 'M20 15a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2z' };
