import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { imageIcon, lockIcon, sendIcon } from '../../atoms/icon/icons.ts';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { CHAT_IMAGE_ACCEPT, composerHeight, isChatImage, messageToSend } from './chat-input.logic.ts';

const messages = defineMessages({
  label: { id: 'chat.input.label', defaultMessage: 'Message' },
  placeholder: { id: 'chat.input.placeholder', defaultMessage: 'Write a message…' },
  send: { id: 'chat.input.send', defaultMessage: 'Send' },
  attach: { id: 'chat.input.attach', defaultMessage: 'Send a photo' },
  paid: { id: 'chat.input.paid', defaultMessage: 'Send a paid message' },
});

export interface ChatInputProps {
  /** A trimmed, non-empty message to send. */
  onSend: (text: string) => void;
  /** Photos picked (jpg, jpeg, png, gif only; others are dropped). */
  onAttach?: (files: File[]) => void;
  /** Opens the paid message composer (a creator's, issue 25); no button without it. */
  onComposePaid?: () => void;
  /** While the receiver cannot be messaged. @default false */
  disabled?: boolean;
  /** The longest text the field takes, in characters. */
  maxLength?: number;
  className?: string;
}

/** Sizes the textarea to its content, from one line up to 5, scrolling beyond. */
function fitComposerHeight(node: HTMLTextAreaElement): void {
  const style = getComputedStyle(node);
  const chrome =
    parseFloat(style.paddingTop) +
    parseFloat(style.paddingBottom) +
    parseFloat(style.borderTopWidth) +
    parseFloat(style.borderBottomWidth);
  node.style.height = '0px';
  const { height, scrolls } = composerHeight({
    scrollHeight: node.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
    lineHeight: parseFloat(style.lineHeight),
    chrome,
  });
  node.style.height = `${height}px`;
  node.style.overflowY = scrolls ? 'auto' : 'hidden';
}

/**
 * The chat composer: a textarea that grows up to 5 lines then scrolls; Enter sends,
 * Shift+Enter starts a new line; a button attaches photos.
 */
export function ChatInput({
  onSend,
  onAttach,
  onComposePaid,
  disabled = false,
  maxLength,
  className = '',
}: ChatInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const canSend = !disabled && messageToSend(draft) !== null;

  // Measure after every change of text, and again whenever the width changes (a rotation,
  // a resized window, fonts arriving): shrink to the content, then cap at 5 lines.
  useLayoutEffect(() => {
    const node = textarea.current;
    if (!node) return undefined;
    fitComposerHeight(node);
    let width = node.clientWidth;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth === width) return;
      width = node.clientWidth;
      fitComposerHeight(node);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [draft]);

  const send = () => {
    const text = messageToSend(draft);
    if (disabled || text === null) return;
    onSend(text);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing (Chinese, Japanese…) uses Enter to confirm a word, not to send; Safari
    // reports the Enter that ends a composition as key code 229 with isComposing already false.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    send();
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).filter(isChatImage);
    event.target.value = '';
    if (files.length > 0) onAttach?.(files);
  };

  return (
    <div className={`flex items-end gap-2 border-t border-line bg-surface p-2 ${className}`}>
      {onAttach ? (
        <>
          <IconButton
            icon={imageIcon}
            label={intl.formatMessage(messages.attach)}
            disabled={disabled}
            onClick={() => picker.current?.click()}
          />
          <input
            ref={picker}
            type="file"
            accept={CHAT_IMAGE_ACCEPT}
            multiple
            hidden
            onChange={onPick}
            data-testid="chat-photo-input"
          />
        </>
      ) : null}
      {onComposePaid ? (
        <IconButton
          icon={lockIcon}
          label={intl.formatMessage(messages.paid)}
          disabled={disabled}
          onClick={onComposePaid}
        />
      ) : null}
      <textarea
        ref={textarea}
        rows={1}
        value={draft}
        // The writer's own words: their direction, whatever the app's.
        dir="auto"
        disabled={disabled}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={intl.formatMessage(messages.label)}
        placeholder={intl.formatMessage(messages.placeholder)}
        enterKeyHint="send"
        className="min-h-10 flex-1 resize-none rounded-control border border-line bg-surface-muted px-3.5 py-2 text-[0.9375rem] leading-[1.375rem] text-ink placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      />
      <button
        type="button"
        aria-label={intl.formatMessage(messages.send)}
        title={intl.formatMessage(messages.send)}
        disabled={!canSend}
        onClick={send}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-300"
      >
        {/* The plane points along the reading direction. */}
        <Icon icon={sendIcon} size={20} className="rtl:-scale-x-100" />
      </button>
    </div>
  );
}
