import type { IconShape } from '../icon.tsx';

export const tiktokIcon: IconShape = { d: 'M13.5 3v11.8a3.3 3.3 0 1 1-3.3-3.3M13.5 3a5 5 0 0 0 5 5' };
