import type { IconShape } from '../icon.tsx';

export const chevronDownIcon: IconShape = { d: 'm6 9 6 6 6-6' };
