import type { IconShape } from '../icon.tsx';

export const zoomOutIcon: IconShape = {
  d: 'M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9.5 2.5-4.5-4.5M7.5 10.5h6',
};
