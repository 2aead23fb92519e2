import type { SVGProps } from 'react';

/**
 * One icon of the set (icons.ts): a stroke path on a 24 px grid. Icons are values, not names
 * looked up in a table, so a chunk carries only the paths it draws.
 */
export interface IconShape {
  /** The SVG path data, drawn in a 24 × 24 view box. */
  readonly d: string;
  /** Points along the reading direction, so it mirrors in right-to-left layouts. @default false */
  readonly mirrored?: boolean;
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** The shape to draw, imported from icons.ts (e.g. `plusIcon`). */
  icon: IconShape;
  /** Pixel size of the square. @default 20 */
  size?: number;
  /** Fills the shape (e.g. a liked heart) instead of stroking it. @default false */
  filled?: boolean;
  /** Accessible label; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

/** An inline SVG icon. Decorative unless given a label. */
export function Icon({ icon, size = 20, filled = false, label, className = '', ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={`shrink-0 ${icon.mirrored ? 'rtl:-scale-x-100' : ''} ${className}`}
      {...rest}
    >
      <path d={icon.d} />
    </svg>
  );
}
