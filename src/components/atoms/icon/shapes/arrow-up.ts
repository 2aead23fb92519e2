import type { IconShape } from '../icon.tsx';

export const arrowUpIcon: IconShape = { d: 'M12 19V5m-6 6 6-6 6 6' };
