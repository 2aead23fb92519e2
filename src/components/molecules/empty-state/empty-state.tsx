import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon, type IconShape } from '../../atoms/icon/icon.tsx';
import { alertIcon, inboxIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  noData: { id: 'common.noData', defaultMessage: 'Nothing here yet' },
  reload: commonMessages.reload,
  error: commonMessages.error,
});

export interface EmptyStateProps {
  /** 'empty' for no data, 'error' for a failed load. @default 'empty' */
  tone?: 'empty' | 'error';
  /** Defaults to "Nothing here yet" or "Something went wrong" by tone. */
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a Reload button that calls this. */
  onReload?: () => void;
  /** @default false */
  reloading?: boolean;
  icon?: IconShape;
  className?: string;
}

/** What a list shows when it has nothing, or could not load: a message and a way to retry. */
export function EmptyState({
  tone = 'empty',
  title,
  description,
  onReload,
  reloading = false,
  icon,
  className = '',
}: EmptyStateProps) {
  const intl = useIntl();
  const isError = tone === 'error';
  return (
    <div
      role={isError ? 'alert' : undefined}
      className={`flex flex-col items-center justify-center gap-3 px-6 py-14 text-center ${className}`}
    >
      <span
        className={`mb-1 flex h-16 w-16 items-center justify-center rounded-2xl ${isError ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-600'}`}
      >
        <Icon icon={icon ?? (isError ? alertIcon : inboxIcon)} size={30} />
      </span>
      <p className="text-lg font-semibold text-ink">
        {title ?? intl.formatMessage(isError ? messages.error : messages.noData)}
      </p>
      {description ? <p className="max-w-sm text-sm text-ink-muted">{description}</p> : null}
      {onReload ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          icon={<Icon icon={refreshIcon} size={16} />}
          loading={reloading}
          onClick={onReload}
        >
          {intl.formatMessage(messages.reload)}
        </Button>
      ) : null}
    </div>
  );
}
