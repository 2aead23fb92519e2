import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  loadingOlder: { id: 'chat.list.loadingOlder', defaultMessage: 'Loading earlier messages…' },
  olderFailed: { id: 'chat.list.olderFailed', defaultMessage: 'Couldn’t load earlier messages.' },
  retry: commonMessages.retry,
  start: { id: 'chat.list.start', defaultMessage: 'This is the start of your conversation.' },
});

/** Where the conversation's older pages stand. */
export type ChatHistoryStatus = 'idle' | 'loading' | 'error' | 'done';

/** Above the oldest message: older pages loading, their failure with Try again, or the start. */
export function HistoryHead({ status, onRetry }: { status: ChatHistoryStatus; onRetry: () => void }) {
  const intl = useIntl();
  if (status === 'loading') {
    // Over the list, not above it: a line pushed in above the reader would move what they read.
    return (
      <p
        role="status"
        className="sticky top-0 z-10 mx-auto -mb-8 flex h-8 w-fit items-center gap-2 rounded-full bg-surface px-3 text-sm text-ink-muted shadow-md ring-1 ring-line"
      >
        <Spinner size={16} className="text-brand-600" />
        {intl.formatMessage(messages.loadingOlder)}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 pb-4 text-sm text-ink-muted">
        <p className="flex items-center gap-2">
          <Icon icon={alertIcon} size={16} className="text-red-600" />
          {intl.formatMessage(messages.olderFailed)}
        </p>
        <Button variant="secondary" size="sm" icon={<Icon icon={refreshIcon} size={16} />} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  }
  if (status === 'done') {
    return <p className="pb-4 text-center text-xs text-ink-muted">{intl.formatMessage(messages.start)}</p>;
  }
  return null;
}
