import type { IconShape } from '../icon.tsx';

export const mapPinIcon: IconShape = {
  d: 'M12 21s-7-6-7-11.5a7 7 0 0 1 14 0C19 15 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
};
