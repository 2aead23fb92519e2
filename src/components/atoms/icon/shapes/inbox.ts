import type { IconShape } from '../icon.tsx';

export const inboxIcon: IconShape = {
  d: 'M3 13h5l1.5 3h5l1.5-3h5M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z',
};
