import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../icon/icon.tsx';

const VARIANTS = {
  ghost: 'text-ink hover:bg-surface-sunken',
  secondary: 'bg-surface text-ink ring-1 ring-inset ring-line hover:bg-surface-muted',
  overlay: 'bg-black/40 text-white backdrop-blur hover:bg-black/55',
} as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** Accessible name; also shown as a tooltip. */
  label: string;
  /** @default 'ghost' */
  variant?: keyof typeof VARIANTS;
  /** Square size in px (at least 24 for touch). @default 40 */
  size?: number;
  /** @default false */
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
      <Icon name={icon} size={Math.round(Math.max(24, size) / 2)} filled={pressed && icon === 'heart'} />
    </button>
  );
}
