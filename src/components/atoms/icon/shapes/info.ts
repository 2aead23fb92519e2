import type { IconShape } from '../icon.tsx';

export const infoIcon: IconShape = { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v5.5m0-8.5h.01' };
