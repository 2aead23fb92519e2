import type { IconShape } from '../icon.tsx';

export const refreshIcon: IconShape = {
  d: 'M20 11a8 8 0 0 0-14.7-4.4L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.4L20 16m0 4v-4h-4',
};
