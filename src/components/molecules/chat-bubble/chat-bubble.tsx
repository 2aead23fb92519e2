import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatMessage } from '../../../contract/entities-social.ts';
import { CHAT_MESSAGE_STATUS } from '../../../contract/enums.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, heartIcon, refreshIcon } from '../../atoms/icon/icons.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { PaidMessageCard, type PaidMessageCardProps } from '../paid-message-card/paid-message-card.tsx';

const messages = defineMessages({
  sending: { id: 'chat.sending', defaultMessage: 'Sending…' },
  failure: { id: 'chat.failure', defaultMessage: 'failure' },
  retry: { id: 'chat.retry', defaultMessage: 'Retry' },
  retryLabel: { id: 'chat.retryLabel', defaultMessage: 'Retry sending' },
  unread: { id: 'chat.unread', defaultMessage: 'New' },
  photo: defineMessage<{ name: string }>({ id: 'chat.photo', defaultMessage: 'Photo from {name}' }),
  you: { id: 'chat.you', defaultMessage: 'you' },
  fromYou: { id: 'chat.fromYou', defaultMessage: 'You wrote:' },
  fromPeer: defineMessage<{ name: string }>({ id: 'chat.fromPeer', defaultMessage: '{name} wrote:' }),
  tipFromYou: defineMessage<{ amount: string }>({
    id: 'chat.tip.fromYou',
    defaultMessage: 'You sent a tip of {amount}',
  }),
  tipFromPeer: defineMessage<{ name: string; amount: string }>({
    id: 'chat.tip.fromPeer',
    defaultMessage: '{name} sent a tip of {amount}',
  }),
});

export interface ChatBubbleProps<M extends ChatMessage = ChatMessage> {
  message: M;
  /** The other person's picture and name (shown beside their messages). */
  peer: { avatar: string; name: string };
  /** Resend a failed message. */
  onRetry?: (message: M) => void;
  /** An unread message scrolled into view (spec §4: unread clears when seen). */
  onSeen?: (message: M) => void;
  /** A locked paid message's Unlock (issue 25): the payment for its price. */
  onUnlock?: (message: M) => void;
  /** Renders a paid message's playable video (PaidMessageCard's `renderVideo`). */
  renderVideo?: PaidMessageCardProps['renderVideo'];
  /** A photo's width / height, when known, so its box never changes size. @default 4 / 3 */
  aspectRatio?: number;
  className?: string;
}

/**
 * One chat message: the viewer's own at the end side, the other person's at the start side
 * (so Arabic mirrors), text, a photo, a tip or a paid message, with sending, failed and unread
 * states.
 */
export function ChatBubble<M extends ChatMessage>({
  message,
  peer,
  onRetry,
  onSeen,
  onUnlock,
  renderVideo,
  aspectRatio = 4 / 3,
  className = '',
}: ChatBubbleProps<M>) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const own = message.self;
  const sending = message.status === CHAT_MESSAGE_STATUS.sending;
  const failed = message.status === CHAT_MESSAGE_STATUS.failure;
  const unread = message.unread && !own;

  useEffect(() => {
    const node = ref.current;
    if (!unread || !onSeen || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onSeen(message);
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [unread, onSeen, message]);

  const name = own ? intl.formatMessage(messages.you) : peer.name;
  const content =
    message.contentType === 'tip' ? (
      <TipCard message={message} own={own} peerName={peer.name} />
    ) : message.contentType === 'paid' ? (
      <PaidMessageCard
        message={message}
        own={own}
        peerName={peer.name}
        onUnlock={onUnlock ? () => onUnlock(message) : undefined}
        renderVideo={renderVideo}
        sending={sending}
      />
    ) : message.contentType === 'photos' ? (
      <MediaImage
        src={message.content}
        alt={intl.formatMessage(messages.photo, { name })}
        aspectRatio={aspectRatio}
        className={`w-56 max-w-full rounded-2xl ${sending ? 'opacity-70' : ''} ${own ? 'rounded-ee-md' : 'rounded-es-md'}`}
      />
    ) : (
      // The writer's own words: their direction, whatever the app's (an English line in Arabic).
      // Who wrote them is said before them to a screen reader (the sides show it to the eye).
      <>
        <span className="sr-only">
          {own
            ? intl.formatMessage(messages.fromYou)
            : intl.formatMessage(messages.fromPeer, { name: peer.name })}{' '}
        </span>
        <p
          dir="auto"
          className={`rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere] ${
            own
              ? 'rounded-ee-md bg-brand-600 text-white'
              : 'rounded-es-md bg-surface text-ink ring-1 ring-line'
          }`}
        >
          {message.content}
        </p>
      </>
    );

  return (
    <div
      ref={ref}
      data-own={own}
      aria-busy={sending || undefined}
      className={`flex items-end gap-2 ${own ? 'flex-row-reverse' : ''} ${className}`}
    >
      {own ? null : <Avatar src={peer.avatar} name={peer.name} decorative size={28} />}
      <div className={`flex max-w-[75%] min-w-0 flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
        <div className="relative max-w-full min-w-0">
          {content}
          {unread ? (
            <span className="absolute -end-1 -top-1 h-3 w-3 rounded-full bg-accent-500 ring-2 ring-surface-muted" />
          ) : null}
        </div>
        <p className="flex items-center gap-1.5 text-xs text-ink-muted">
          {unread ? (
            <span className="font-semibold text-brand-700">{intl.formatMessage(messages.unread)}</span>
          ) : null}
          <time dateTime={new Date(message.timestamp).toISOString()}>
            {intl.formatTime(message.timestamp, { hour: '2-digit', minute: '2-digit' })}
          </time>
          {sending ? (
            <span role="status" className="inline-flex items-center gap-1">
              <Spinner size={12} />
              {intl.formatMessage(messages.sending)}
            </span>
          ) : null}
        </p>
        {failed ? (
          <p role="alert" className="flex items-center gap-1.5 text-xs font-medium text-red-700">
            <Icon icon={alertIcon} size={14} />
            {intl.formatMessage(messages.failure)}
            {onRetry ? (
              <button
                type="button"
                onClick={() => onRetry(message)}
                aria-label={intl.formatMessage(messages.retryLabel)}
                className="inline-flex h-7 items-center gap-1 rounded-full px-2 text-brand-700 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon icon={refreshIcon} size={14} />
                {intl.formatMessage(messages.retry)}
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A tip paid from the conversation (issue 25): who tipped how much, then the fan's words (their
 * direction, like a text message).
 */
function TipCard({ message, own, peerName }: { message: ChatMessage; own: boolean; peerName: string }) {
  const intl = useIntl();
  const amount = formatPrice(intl, message.tipAmount ?? 0);
  return (
    <div
      className={`flex flex-col gap-1 rounded-2xl bg-brand-50 px-3.5 py-2.5 text-ink ring-1 ring-brand-200 ${
        own ? 'rounded-ee-md' : 'rounded-es-md'
      }`}
    >
      <p className="flex items-center gap-1.5 text-[0.9375rem] font-semibold">
        <Icon icon={heartIcon} size={16} filled className="text-accent-600" />
        {own
          ? intl.formatMessage(messages.tipFromYou, { amount })
          : intl.formatMessage(messages.tipFromPeer, { name: peerName, amount })}
      </p>
      {message.content ? (
        <p dir="auto" className="text-[0.9375rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]">
          {message.content}
        </p>
      ) : null}
    </div>
  );
}
