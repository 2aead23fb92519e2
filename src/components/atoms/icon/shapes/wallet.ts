import type { IconShape } from '../icon.tsx';

export const walletIcon: IconShape = {
  d: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1V10a1 1 0 0 0-1-1H5a2 2 0 0 1-2-2zm14 7.5h.01',
};
