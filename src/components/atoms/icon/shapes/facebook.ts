import type { IconShape } from '../icon.tsx';

export const facebookIcon: IconShape = {
  d: 'M17 3h-2.5A4.5 4.5 0 0 0 10 7.5V10H7v3.5h3V21h3.5v-7.5h3l.5-3.5h-3.5V8a1 1 0 0 1 1-1H17z',
};
