import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  loading: commonMessages.loading,
});

/** Named sizes in px, for a consistent scale: inline in a button, in a list, on a page. */
export const SPINNER_SIZES = { sm: 16, md: 24, lg: 40 } as const;

export interface SpinnerProps {
  /** In px, or a named size from SPINNER_SIZES. @default 24 */
  size?: number | keyof typeof SPINNER_SIZES;
  /** Announces "Loading…" to screen readers; off when a parent already says so. @default false */
  announce?: boolean;
  className?: string;
}

/** A small rotating ring for work in progress. */
export function Spinner({ size = 24, announce = false, className = '' }: SpinnerProps) {
  const intl = useIntl();
  const px = typeof size === 'number' ? size : SPINNER_SIZES[size];
  return (
    <span
      role={announce ? 'status' : undefined}
      aria-label={announce ? intl.formatMessage(messages.loading) : undefined}
      aria-hidden={announce ? undefined : true}
      className={`inline-block animate-spin rounded-full ${px >= 32 ? 'border-[3px]' : 'border-2'} border-current border-e-transparent ${className}`}
      style={{ width: px, height: px }}
    />
  );
}
