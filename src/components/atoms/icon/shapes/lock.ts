import type { IconShape } from '../icon.tsx';

export const lockIcon: IconShape = {
  d: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zm2 0V8a4 4 0 1 1 8 0v3',
};
