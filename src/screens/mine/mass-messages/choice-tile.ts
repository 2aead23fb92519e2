/**
 * The composer's radio choices drawn as tiles (the audience, what the message carries): a native
 * radio inside its label, the whole tile the target, the chosen one outlined.
 */
export const CHOICE_TILE_CLASS =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-ink ring-1 ring-line-strong ring-inset has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
