import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner.tsx';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-300',
  secondary:
    'bg-surface text-ink ring-1 ring-inset ring-line-strong hover:bg-surface-muted active:bg-surface-sunken disabled:text-ink-subtle',
  ghost: 'text-ink hover:bg-surface-sunken active:bg-line disabled:text-ink-subtle',
  overlay: 'bg-white/95 text-ink shadow-raised backdrop-blur hover:bg-white disabled:opacity-60',
  // Violet 600 to pink 700: white words keep 5.7:1 at every point (4.9:1 under the hover's
  // brightening); the former pink 500 end gave 3.5:1 (issue 22, docs/design-system.md).
  gradient:
    'bg-gradient-to-r from-brand-600 to-accent-700 text-white shadow-md hover:brightness-110 active:brightness-95 disabled:opacity-60',
} as const;

const SIZES = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.9375rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button, for links that look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return [
    'inline-flex items-center justify-center rounded-full font-semibold whitespace-nowrap select-none',
    'transition-[background-color,box-shadow,filter,color] duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    fullWidth ? 'w-full' : '',
  ].join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. @default false */
  loading?: boolean;
  icon?: ReactNode;
}

/** The product's button: a pill with a clear primary, secondary, ghost and overlay style. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  className = '',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses({ variant, size, fullWidth })} ${className}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : icon}
      {children}
    </button>
  );
}
