import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  noMore: { id: 'common.noMore', defaultMessage: 'You’re all caught up' },
});

/** The end of a list that has no more pages. */
export function NoMoreFooter({ className = '' }: { className?: string }) {
  const intl = useIntl();
  return (
    <p className={`flex items-center gap-4 py-8 text-sm text-ink-subtle ${className}`}>
      <span aria-hidden className="h-px flex-1 bg-line" />
      {intl.formatMessage(messages.noMore)}
      <span aria-hidden className="h-px flex-1 bg-line" />
    </p>
  );
}
