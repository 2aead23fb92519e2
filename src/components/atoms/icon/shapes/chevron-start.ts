import type { IconShape } from '../icon.tsx';

/** Points back against the reading direction (left in English, right in Arabic). */
export const chevronStartIcon: IconShape = { d: 'm15 18-6-6 6-6', mirrored: true };
