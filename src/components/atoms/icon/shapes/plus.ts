import type { IconShape } from '../icon.tsx';

export const plusIcon: IconShape = { d: 'M12 5v14M5 12h14' };
