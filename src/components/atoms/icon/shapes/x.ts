import type { IconShape } from '../icon.tsx';

/** The X (formerly Twitter) logo; the cross that closes things is closeIcon. */
export const xIcon: IconShape = { d: 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.6 7.2M4.5 20l6.6-7.2' };
