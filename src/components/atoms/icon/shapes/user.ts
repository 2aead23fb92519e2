import type { IconShape } from '../icon.tsx';

export const userIcon: IconShape = { d: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9a8 8 0 0 1 16 0' };
