import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { arrowDownIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  latest: { id: 'chat.scroll.latest', defaultMessage: 'Go to the newest message' },
  newMessages: defineMessage<{ count: number }>({
    id: 'chat.scroll.newMessages',
    defaultMessage: '{count, plural, one {# new message, go to it} other {# new messages, go to them}}',
  }),
});

/** Above this, the counter says 99+ (the name still says the count). */
const COUNT_MAX = 99;

export interface ChatScrollButtonProps {
  /** Messages that arrived while the reader was scrolled up (spec §2: the new-message counter). @default 0 */
  count?: number;
  onClick: () => void;
  className?: string;
}

/** The round button that takes the reader back to the newest message, with the count of new ones. */
export function ChatScrollButton({ count = 0, onClick, className = '' }: ChatScrollButtonProps) {
  const intl = useIntl();
  const label =
    count > 0 ? intl.formatMessage(messages.newMessages, { count }) : intl.formatMessage(messages.latest);
  return (
    <div className={className}>
      <button
        type="button"
        onClick={onClick}
        title={label}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface text-ink shadow-lg ring-1 ring-line transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon icon={arrowDownIcon} size={22} />
        {/* The name as text, not aria-label: the badge's 99+ is an abbreviation of it. */}
        <span className="sr-only">{label}</span>
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="chat-new-count"
            className="absolute -end-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.6875rem] font-bold text-white"
          >
            {count > COUNT_MAX ? `${intl.formatNumber(COUNT_MAX)}+` : intl.formatNumber(count)}
          </span>
        ) : null}
      </button>
    </div>
  );
}
