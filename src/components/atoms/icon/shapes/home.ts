import type { IconShape } from '../icon.tsx';

export const homeIcon: IconShape = { d: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z' };
