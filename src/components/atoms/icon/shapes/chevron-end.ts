import type { IconShape } from '../icon.tsx';

/** Points on along the reading direction (right in English, left in Arabic). */
export const chevronEndIcon: IconShape = { d: 'm9 18 6-6-6-6', mirrored: true };
