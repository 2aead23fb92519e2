import { useIntl } from 'react-intl';
import { formatCompactCount } from '../../../i18n/format.ts';

export interface CompactCountProps {
  value: number;
  className?: string;
}

/** A count shortened with K, M, B, T (1.2K); the exact number is in the title. */
export function CompactCount({ value, className = '' }: CompactCountProps) {
  const intl = useIntl();
  return (
    <span className={`tabular-nums ${className}`} title={intl.formatNumber(value)}>
      {formatCompactCount(intl, value)}
    </span>
  );
}
