import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ChatMessage } from '../../../contract/entities-social.ts';
import { formatPrice, formatVideoTime, videoTimeDuration } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, lockIcon } from '../../atoms/icon/icons.ts';
import { MediaImage } from '../../atoms/media-image/media-image.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';

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
  video: { id: 'chat.paid.video', defaultMessage: 'Video' },
  lockedVideo: { id: 'chat.paid.lockedVideo', defaultMessage: 'Locked video' },
  videoProcessing: { id: 'chat.paid.videoProcessing', defaultMessage: 'Preparing the video…' },
  videoFailed: { id: 'chat.paid.videoFailed', defaultMessage: 'This video could not be processed.' },
  unlocked: { id: 'chat.paid.unlocked', defaultMessage: 'Unlocked' },
  notBought: { id: 'chat.paid.notBought', defaultMessage: 'Not unlocked yet' },
  bought: defineMessage<{ name: string }>({
    id: 'chat.paid.bought',
    defaultMessage: '{name} unlocked it',
  }),
});

/** What a paid message's playable video needs from the player the card is given. */
export interface PaidVideoPlayback {
  /** The HLS playlist signed for the viewer. */
  src: string;
  poster: string;
  label: string;
  aspectRatio: number;
}

type PaidVideo = NonNullable<NonNullable<ChatMessage['paid']>['video']>;

export interface PaidMessageCardProps {
  /** A message of type `paid`, with its `paid` parts. */
  message: ChatMessage;
  own: boolean;
  /** The other person's name (who unlocked it, for the creator). */
  peerName: string;
  /** The fan's Unlock: opens the payment for its price. Absent: no button (a story, the creator). */
  onUnlock?: (message: ChatMessage) => void;
  /**
   * Renders the video player for a video the viewer may play (the organism that lists the
   * messages gives it, so this molecule stays light). Absent: the poster with its length.
   */
  renderVideo?: (video: PaidVideoPlayback) => ReactNode;
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
  renderVideo,
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
      {paid?.video ? (
        <PaidVideoView video={paid.video} locked={locked} renderVideo={renderVideo} dimmed={sending} />
      ) : null}
      <ul
        hidden={count === 0}
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

/**
 * A paid message's video: the player once it plays for the viewer (the creator, the fan who paid);
 * otherwise its blurred poster (nothing else is sent before payment) with a lock and its length,
 * or why it does not play yet: being encoded, or failed.
 */
function PaidVideoView({
  video,
  locked,
  renderVideo,
  dimmed,
}: {
  video: PaidVideo;
  locked: boolean;
  renderVideo: PaidMessageCardProps['renderVideo'];
  dimmed: boolean;
}) {
  const intl = useIntl();
  const aspectRatio = video.width > 0 && video.height > 0 ? video.width / video.height : 16 / 9;
  const label = intl.formatMessage(locked ? messages.lockedVideo : messages.video);
  if (video.status === 'ready' && video.hls && renderVideo)
    return (
      <div className="overflow-hidden rounded-xl">
        {renderVideo({ src: video.hls, poster: video.poster, label, aspectRatio })}
      </div>
    );
  const note =
    video.status === 'processing'
      ? intl.formatMessage(messages.videoProcessing)
      : video.status === 'failed'
        ? intl.formatMessage(messages.videoFailed)
        : null;
  return (
    <div className={`relative ${dimmed ? 'opacity-70' : ''}`}>
      {video.posterBlur ? (
        <MediaImage
          src={video.poster || null}
          placeholderSrc={video.posterBlur}
          alt={label}
          aspectRatio={aspectRatio}
          className="w-full rounded-xl"
        />
      ) : (
        <div
          role="img"
          aria-label={label}
          className="w-full rounded-xl bg-surface-muted"
          style={{ aspectRatio }}
        />
      )}
      {locked || video.status !== 'ready' ? (
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center rounded-xl bg-black/25 backdrop-blur-md"
        >
          {video.status === 'processing' ? (
            <Spinner size={22} className="text-white" />
          ) : (
            <Icon icon={lockIcon} size={22} className="text-white" />
          )}
        </span>
      ) : null}
      {video.duration > 0 ? (
        // VideoDuration's look, written here: importing the atom split it into a chunk of its own,
        // a per-chunk cost on every page that shows it (the bundle budget).
        <time
          dir="ltr"
          dateTime={videoTimeDuration(video.duration)}
          className="absolute end-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums backdrop-blur-sm"
        >
          {formatVideoTime(video.duration)}
        </time>
      ) : null}
      {note ? (
        <p role="status" className="px-1.5 pt-1.5 text-xs font-medium text-ink-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
