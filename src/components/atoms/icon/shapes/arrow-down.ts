import type { IconShape } from '../icon.tsx';

export const arrowDownIcon: IconShape = { d: 'M12 5v14m6-6-6 6-6-6' };
