import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatMessage } from '../../../contract/entities-social.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, lockIcon } from '../../atoms/icon/icons.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';

const messages = defineMessages({
  label: defineMessage<{ price: string }>({
    id: 'chat.paid.label',
    defaultMessage: 'Paid message · {price}',
  }),
  picture: defineMessage<{ index: number; count: number }>({
    id: 'chat.paid.picture',
    defaultMessage: 'Picture {index, number} of {count, number}',
  }),
  lockedPicture: defineMessage<{ index: number; count: number }>({
    id: 'chat.paid.lockedPicture',
    defaultMessage: 'Locked picture {index, number} of {count, number}',
  }),
  unlock: defineMessage<{ price: string }>({
    id: 'chat.paid.unlock',
    defaultMessage: 'Unlock for {price}',
  }),
  unlocked: { id: 'chat.paid.unlocked', defaultMessage: 'Unlocked' },
  notBought: { id: 'chat.paid.notBought', defaultMessage: 'Not unlocked yet' },
  bought: defineMessage<{ name: string }>({
    id: 'chat.paid.bought',
    defaultMessage: '{name} unlocked it',
  }),
});

export interface PaidMessageCardProps {
  /** A message of type `paid`, with its `paid` parts. */
  message: ChatMessage;
  own: boolean;
  /** The other person's name (who unlocked it, for the creator). */
  peerName: string;
  /** The fan's Unlock: opens the payment for its price. Absent: no button (a story, the creator). */
  onUnlock?: (message: ChatMessage) => void;
  /** Still being sent: its pictures are dimmed (the text keeps its contrast). @default false */
  sending?: boolean;
  className?: string;
}

/**
 * A creator's paid message in the conversation (issue 25): its pictures (blurred previews with a
 * lock until the fan pays; the server sends nothing else before), its caption, its price, and for
 * the fan Unlock, for the creator whether the fan unlocked it.
 */
export function PaidMessageCard({
  message,
  own,
  peerName,
  onUnlock,
  sending = false,
  className = '',
}: PaidMessageCardProps) {
  const intl = useIntl();
  const paid = message.paid;
  const price = formatPrice(intl, paid?.price ?? 0);
  const media = paid?.media ?? [];
  const count = media.length;
  const locked = !own && !paid?.bought;
  return (
    <div
      data-testid="paid-message"
      data-locked={locked}
      className={`flex w-64 max-w-full flex-col gap-2 rounded-2xl bg-surface p-2 text-ink ring-1 ring-brand-200 ${
        own ? 'rounded-ee-md' : 'rounded-es-md'
      } ${className}`}
    >
      <p className="flex items-center gap-1.5 px-1.5 pt-1 text-sm font-semibold text-brand-700">
        <Icon icon={lockIcon} size={16} />
        {intl.formatMessage(messages.label, { price })}
      </p>
      <ul
        className={`grid gap-1 ${count > 1 ? 'grid-cols-2' : 'grid-cols-1'} ${sending ? 'opacity-70' : ''}`}
      >
        {media.map((picture, index) => {
          const label = intl.formatMessage(locked ? messages.lockedPicture : messages.picture, {
            index: index + 1,
            count,
          });
          return (
            <li key={`${index}:${picture.preview}`} className="relative">
              <MediaImage
                src={picture.url || null}
                placeholderSrc={picture.preview}
                alt={label}
                aspectRatio={picture.width > 0 && picture.height > 0 ? picture.width / picture.height : 1}
                className="w-full rounded-xl"
              />
              {picture.url ? null : (
                <span
                  aria-hidden
                  className="absolute inset-0 flex items-center justify-center rounded-xl bg-black/25 backdrop-blur-md"
                >
                  <Icon icon={lockIcon} size={22} className="text-white" />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {message.content ? (
        <p
          dir="auto"
          className="px-1.5 text-[0.9375rem] leading-snug whitespace-pre-wrap [overflow-wrap:anywhere]"
        >
          {message.content}
        </p>
      ) : null}
      {own ? (
        <p className="flex items-center gap-1.5 px-1.5 pb-1 text-xs font-medium text-ink-muted">
          {paid?.bought ? <Icon icon={checkIcon} size={14} className="text-brand-700" /> : null}
          {paid?.bought
            ? intl.formatMessage(messages.bought, { name: peerName })
            : intl.formatMessage(messages.notBought)}
        </p>
      ) : locked ? (
        onUnlock ? (
          <Button
            variant="gradient"
            size="sm"
            icon={<Icon icon={lockIcon} size={16} />}
            onClick={() => onUnlock(message)}
          >
            {intl.formatMessage(messages.unlock, { price })}
          </Button>
        ) : null
      ) : (
        <p className="flex items-center gap-1.5 px-1.5 pb-1 text-xs font-medium text-brand-700">
          <Icon icon={checkIcon} size={14} />
          {intl.formatMessage(messages.unlocked)}
        </p>
      )}
    </div>
  );
}
