import type { IconShape } from '../icon.tsx';

export const editIcon: IconShape = { d: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4' };
