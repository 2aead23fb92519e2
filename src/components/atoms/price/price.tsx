import { useIntl } from 'react-intl';
import { formatPrice } from '../../../i18n/format.ts';

const SIZES = {
  sm: 'text-sm font-semibold',
  md: 'text-base font-bold',
  lg: 'text-2xl font-bold tracking-tight',
} as const;

export interface PriceProps {
  /** Amount in currency units (4.99). */
  value: number;
  /** @default 'md' */
  size?: keyof typeof SIZES;
  className?: string;
}

/** A price as the spec shows it: "$120" for whole amounts of 100 or more, "$4.99" otherwise. */
export function Price({ value, size = 'md', className = '' }: PriceProps) {
  const intl = useIntl();
  return (
    <span className={`tabular-nums text-ink ${SIZES[size]} ${className}`}>{formatPrice(intl, value)}</span>
  );
}
