import type { ReactNode } from 'react';
import { Icon, type IconShape } from '../icon/icon.tsx';

// Text on tint pairs all pass WCAG AA (4.5:1) for small text.
const TONES = {
  neutral: 'bg-surface-sunken text-ink-muted',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
} as const;

const SOLID_TONES = {
  neutral: 'bg-surface-inverse text-ink-inverse',
  brand: 'bg-brand-600 text-white',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-700 text-white',
  danger: 'bg-red-700 text-white',
} as const;

const SIZES = {
  sm: 'h-5 px-2 text-[0.6875rem] gap-1',
  md: 'h-6 px-2.5 text-xs gap-1.5',
} as const;

export type BadgeTone = keyof typeof TONES;
export type BadgeSize = keyof typeof SIZES;

export interface BadgeProps {
  children: ReactNode;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** @default 'md' */
  size?: BadgeSize;
  /** A filled badge for use on photos and busy backgrounds. @default false */
  solid?: boolean;
  icon?: IconShape;
  className?: string;
}

/** A short status label (Free, Locked, Under review, New) in one of five tones. */
export function Badge({
  children,
  tone = 'neutral',
  size = 'md',
  solid = false,
  icon,
  className = '',
}: BadgeProps) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full font-semibold whitespace-nowrap ${SIZES[size]} ${solid ? SOLID_TONES[tone] : TONES[tone]} ${className}`}
    >
      {icon ? <Icon icon={icon} size={size === 'sm' ? 12 : 14} /> : null}
      {children}
    </span>
  );
}
