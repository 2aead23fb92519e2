import type { IconShape } from '../icon.tsx';

export const shareIcon: IconShape = { d: 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 7l-4-4-4 4M12 3v12' };
