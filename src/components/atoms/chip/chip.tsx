import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconShape } from '../icon/icon.tsx';

const SIZES = {
  sm: 'h-8 px-3 text-[0.8125rem] gap-1.5',
  md: 'h-9 px-4 text-sm gap-2',
} as const;

export type ChipSize = keyof typeof SIZES;

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> {
  children: ReactNode;
  /** Pressed state, announced as aria-pressed. @default false */
  selected?: boolean;
  /** @default 'md' */
  size?: ChipSize;
  icon?: IconShape;
  ref?: Ref<HTMLButtonElement>;
}

/** A pill-shaped toggle button, for filters and quick choices. */
export function Chip({
  children,
  selected = false,
  size = 'md',
  icon,
  type = 'button',
  className = '',
  ref,
  ...rest
}: ChipProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={selected}
      className={[
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap select-none',
        'transition-[background-color,color,box-shadow] duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        selected
          ? 'bg-surface-inverse text-ink-inverse shadow-sm'
          : 'bg-surface text-ink ring-1 ring-inset ring-line-strong hover:bg-surface-muted active:bg-surface-sunken',
        SIZES[size],
        className,
      ].join(' ')}
      {...rest}
    >
      {icon ? <Icon icon={icon} size={size === 'sm' ? 14 : 16} /> : null}
      {children}
    </button>
  );
}
