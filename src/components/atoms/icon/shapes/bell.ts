import type { IconShape } from '../icon.tsx';

export const bellIcon: IconShape = {
  d: 'M6 9.5a6 6 0 0 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17C4.5 16 6 14 6 9.5zM10 20a2.2 2.2 0 0 0 4 0',
};
