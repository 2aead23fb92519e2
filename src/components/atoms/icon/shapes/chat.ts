import type { IconShape } from '../icon.tsx';

export const chatIcon: IconShape = {
  d: 'M8 10h8M8 14h5M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
};
