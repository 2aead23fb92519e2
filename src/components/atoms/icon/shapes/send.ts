import type { IconShape } from '../icon.tsx';

export const sendIcon: IconShape = { d: 'M4 12 3 4l18 8-18 8zm0 0h8' };
