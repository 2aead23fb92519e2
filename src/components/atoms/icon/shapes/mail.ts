import type { IconShape } from '../icon.tsx';

export const mailIcon: IconShape = {
  d: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm-.5 1.5L12 13l8.5-6.5',
};
