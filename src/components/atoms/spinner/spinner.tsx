import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
});

export interface SpinnerProps {
  /** @default 24 */
  size?: number;
  /** Announces "Loading…" to screen readers; off when a parent already says so. @default false */
  announce?: boolean;
  className?: string;
}

/** A small rotating ring for work in progress. */
export function Spinner({ size = 24, announce = false, className = '' }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role={announce ? 'status' : undefined}
      aria-label={announce ? intl.formatMessage(messages.loading) : undefined}
      aria-hidden={announce ? undefined : true}
      className={`inline-block animate-spin rounded-full border-2 border-current border-e-transparent ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
