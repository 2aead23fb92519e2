import type { IconShape } from '../icon.tsx';

export const creditCardIcon: IconShape = {
  d: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 10h18M7 15h4',
};
