import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconShape } from '../icon/icon.tsx';
import { heartIcon } from '../icon/icons.ts';

const VARIANTS = {
  ghost: 'text-ink hover:bg-surface-sunken',
  secondary: 'bg-surface text-ink ring-1 ring-inset ring-line hover:bg-surface-muted',
  overlay: 'bg-black/40 text-white backdrop-blur hover:bg-black/55',
} as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconShape;
  /** Accessible name; also shown as a tooltip. */
  label: string;
  /** @default 'ghost' */
  variant?: keyof typeof VARIANTS;
  /** Square size in px (at least 24 for touch). @default 40 */
  size?: number;
  /** On, for a toggle (aria-pressed); a pressed heart is drawn filled (liked). @default false */
  pressed?: boolean;
}

/** A round button that shows only an icon; its label names it for assistive tech. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 40,
  pressed,
  type = 'button',
  className = '',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      style={{ width: Math.max(24, size), height: Math.max(24, size) }}
      className={`inline-flex items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      <Icon icon={icon} size={Math.round(Math.max(24, size) / 2)} filled={pressed && icon === heartIcon} />
    </button>
  );
}
