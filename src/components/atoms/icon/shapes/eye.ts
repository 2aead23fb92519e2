import type { IconShape } from '../icon.tsx';

export const eyeIcon: IconShape = {
  d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};
