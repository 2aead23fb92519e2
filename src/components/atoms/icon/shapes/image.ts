import type { IconShape } from '../icon.tsx';

export const imageIcon: IconShape = {
  d: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 11 5-5 4 4 2.5-2.5L21 17M15.5 9.5h.01',
};
