import type { IconShape } from '../icon.tsx';

export const megaphoneIcon: IconShape = {
  d: 'M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1zm15-2a5 5 0 0 1 0 8M8 15l1.5 5',
};
