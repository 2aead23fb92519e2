import type { IconShape } from '../icon.tsx';

export const graduationIcon: IconShape = {
  d: 'M2 9.5 12 5l10 4.5-10 4.5zm4 2v4.5c0 1.4 2.7 3 6 3s6-1.6 6-3v-4.5M22 9.5V15',
};
