import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { COMMENT_MAX_LENGTH } from '../../../contract/calls/comment-calls.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { closeIcon, sendIcon } from '../../atoms/icon/icons.ts';
import { Spinner } from '../../atoms/spinner/spinner.tsx';

/** The contract's limit, written out: importing the value would bring the contract's schemas. */
export const COMMENT_MAX_CHARS = 500 satisfies typeof COMMENT_MAX_LENGTH;

const messages = defineMessages({
  label: { id: 'commentComposer.label', defaultMessage: 'Add a comment' },
  placeholder: { id: 'commentComposer.placeholder', defaultMessage: 'Write a comment…' },
  replyLabel: defineMessage<{ name: string }>({
    id: 'commentComposer.replyLabel',
    defaultMessage: 'Reply to {name}',
  }),
  send: { id: 'commentComposer.send', defaultMessage: 'Send' },
  sending: { id: 'commentComposer.sending', defaultMessage: 'Sending…' },
  cancelReply: { id: 'commentComposer.cancelReply', defaultMessage: 'Cancel reply' },
  hint: { id: 'commentComposer.hint', defaultMessage: 'Ctrl+Enter sends' },
});

export interface CommentComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the text trimmed; never for blank text, never while sending (spec §5). */
  onSubmit: (content: string) => void;
  /** A comment is on its way: the field stays, Send waits. @default false */
  sending?: boolean;
  /** Answering this commenter: the field says so and can go back to a comment on the post. */
  replyingTo?: string | null;
  onCancelReply?: () => void;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/**
 * The field under a post's comments: a comment or a reply, sent with the button or Ctrl+Enter
 * (Enter adds a line). Blank text (spaces, new lines) is not sent, nor a second comment while one
 * is sending. What is typed is the commenter's own words: isolated for direction.
 */
export function CommentComposer({
  value,
  onChange,
  onSubmit,
  sending = false,
  replyingTo = null,
  onCancelReply,
  ref,
  className = '',
}: CommentComposerProps) {
  const intl = useIntl();
  const fieldId = useId();
  const hintId = useId();
  const content = value.trim();
  const canSend = content.length > 0 && !sending;
  const label = replyingTo
    ? intl.formatMessage(messages.replyLabel, { name: replyingTo })
    : intl.formatMessage(messages.label);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSubmit(content);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  return (
    <form onSubmit={submit} className={className} aria-busy={sending || undefined}>
      {replyingTo ? (
        <p className="mb-1 flex items-center gap-1 text-sm text-ink-muted">
          <span className="min-w-0 flex-1 truncate">{label}</span>
          <IconButton
            icon={closeIcon}
            label={intl.formatMessage(messages.cancelReply)}
            size={28}
            onClick={onCancelReply}
          />
        </p>
      ) : null}
      <div className="flex items-end gap-2 rounded-2xl bg-surface-muted px-3 py-1.5 ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-500">
        <label htmlFor={fieldId} className="sr-only">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          dir="auto"
          rows={1}
          value={value}
          maxLength={COMMENT_MAX_CHARS}
          placeholder={intl.formatMessage(messages.placeholder)}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-9 flex-1 resize-none bg-transparent py-1.5 text-[0.9375rem] leading-snug text-ink outline-none [field-sizing:content] placeholder:text-ink-muted"
        />
        <span id={hintId} className="sr-only">
          {intl.formatMessage(messages.hint)}
        </span>
        {sending ? (
          <span role="status" className="inline-flex h-9 items-center text-brand-600">
            <Spinner size={18} />
            <span className="sr-only">{intl.formatMessage(messages.sending)}</span>
          </span>
        ) : null}
        {/* aria-disabled, not disabled: a focused Send keeps the focus while a comment is sending. */}
        <IconButton
          type="submit"
          icon={sendIcon}
          label={intl.formatMessage(messages.send)}
          size={36}
          aria-disabled={!canSend}
          className="text-brand-700 aria-disabled:opacity-50 rtl:-scale-x-100"
        />
      </div>
    </form>
  );
}
