import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MassMessage } from '../../../contract/entities-mass-messages.ts';
import type { MassMessageStatus } from '../../../contract/rules/mass-message-rules.ts';
import { formatPrice, formatVideoTime, videoTimeDuration } from '../../../i18n/format.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { lockIcon } from '../../atoms/icon/icons.ts';

const m = defineMessages({
  subscribers: { id: 'massMessages.row.subscribers', defaultMessage: 'All subscribers' },
  plan: defineMessage<{ plan: string }>({
    id: 'massMessages.row.plan',
    defaultMessage: 'Subscribers of {plan}',
  }),
  expired: { id: 'massMessages.row.expired', defaultMessage: 'Expired subscribers' },
  list: defineMessage<{ list: string }>({
    id: 'massMessages.row.list',
    defaultMessage: 'Fans on the list {list}',
  }),
  deletedList: { id: 'massMessages.row.deletedList', defaultMessage: 'A deleted list' },
  spent: defineMessage<{ amount: string }>({
    id: 'massMessages.row.spent',
    defaultMessage: 'Fans who spent at least {amount}',
  }),
  scheduled: { id: 'massMessages.status.scheduled', defaultMessage: 'Scheduled' },
  sending: { id: 'massMessages.status.sending', defaultMessage: 'Sending' },
  sent: { id: 'massMessages.status.sent', defaultMessage: 'Sent' },
  cancelled: { id: 'massMessages.status.cancelled', defaultMessage: 'Cancelled' },
  sendsAt: { id: 'massMessages.row.sendsAt', defaultMessage: 'Goes out' },
  sentAt: { id: 'massMessages.row.sentAt', defaultMessage: 'Sent on' },
  delivered: { id: 'massMessages.row.delivered', defaultMessage: 'Delivered' },
  deliveredValue: defineMessage<{ delivered: number; recipients: number }>({
    id: 'massMessages.row.deliveredValue',
    defaultMessage: '{delivered, number} of {recipients, number}',
  }),
  price: defineMessage<{ price: string }>({
    id: 'massMessages.row.price',
    defaultMessage: 'Paid message, {price}',
  }),
  picture: defineMessage<{ index: number }>({
    id: 'massMessages.row.picture',
    defaultMessage: 'Blurred picture {index, number}',
  }),
  video: { id: 'massMessages.row.video', defaultMessage: 'Blurred video' },
  videoWaiting: {
    id: 'massMessages.row.videoWaiting',
    defaultMessage: 'Goes out once the video is prepared.',
  },
  videoFailed: {
    id: 'massMessages.row.videoFailed',
    defaultMessage: 'The video could not be prepared, so it was not sent.',
  },
  cancel: { id: 'massMessages.row.cancel', defaultMessage: 'Cancel sending' },
});

const TONE: Record<MassMessageStatus, 'success' | 'neutral' | 'brand' | 'warning'> = {
  scheduled: 'brand',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
};

export interface MassMessageRowProps {
  message: MassMessage;
  /** Cancels it; offered while it is scheduled. */
  onCancel: () => void;
  /** The row's heading level. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * One of a creator's mass messages: whom it went to, its state, what it says, a paid one's price
 * and blurred pictures or video (and whether it waits for the video, or did not go because the
 * video failed), when it goes or went, how many fans it reached of those addressed; "Cancel
 * sending" while it waits for its time.
 */
export function MassMessageRow({ message, onCancel, headingLevel = 3 }: MassMessageRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const scheduled = message.status === 'scheduled';
  const audience =
    message.audience === 'plan'
      ? intl.formatMessage(m.plan, { plan: `\u2068${message.plan_name}\u2069` })
      : message.audience === 'spent'
        ? intl.formatMessage(m.spent, { amount: formatPrice(intl, message.min_amount) })
        : message.audience === 'list'
          ? message.list_id === 0 && message.list_name === ''
            ? intl.formatMessage(m.deletedList)
            : intl.formatMessage(m.list, { list: `\u2068${message.list_name}\u2069` })
          : intl.formatMessage(m[message.audience]);
  return (
    <article className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60">
      <div className="flex items-start gap-3">
        <Heading className="min-w-0 flex-1 font-semibold text-ink">{audience}</Heading>
        <Badge tone={TONE[message.status]}>{intl.formatMessage(m[message.status])}</Badge>
      </div>
      {message.text ? (
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-ink">{message.text}</p>
      ) : null}
      {message.price > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-medium text-ink">
            <Icon icon={lockIcon} size={14} />
            {intl.formatMessage(m.price, { price: formatPrice(intl, message.price) })}
          </span>
          <ul className="flex gap-1">
            {message.previews.map((preview, index) => (
              <li key={preview}>
                <img
                  src={preview}
                  alt={intl.formatMessage(m.picture, { index: index + 1 })}
                  className="size-10 rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
          {message.video ? <MassVideoPreview video={message.video} /> : null}
        </div>
      ) : null}
      {message.video && message.video.status !== 'ready' && message.status !== 'sent' ? (
        <p role="status" className="text-sm text-ink-muted">
          {intl.formatMessage(message.video.status === 'failed' ? m.videoFailed : m.videoWaiting)}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div className="flex flex-col">
          <dt className="text-ink-muted">{intl.formatMessage(scheduled ? m.sendsAt : m.sentAt)}</dt>
          <dd className="font-semibold text-ink">
            <time dateTime={message.send_at}>
              {intl.formatDate(message.send_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
        {message.status === 'sending' || message.status === 'sent' ? (
          <div className="flex flex-col">
            <dt className="text-ink-muted">{intl.formatMessage(m.delivered)}</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {intl.formatMessage(m.deliveredValue, {
                delivered: message.delivered,
                recipients: message.recipients,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {scheduled ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** A paid mass message's video: its blurred poster (a plain tile until encoded) and its length. */
function MassVideoPreview({ video }: { video: NonNullable<MassMessage['video']> }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.video);
  return (
    <span className="inline-flex items-center gap-1.5">
      {video.poster_blur ? (
        <img src={video.poster_blur} alt={label} className="size-10 rounded-md object-cover" />
      ) : (
        <span role="img" aria-label={label} className="size-10 rounded-md bg-surface-muted" />
      )}
      {video.duration > 0 ? (
        <time
          dir="ltr"
          dateTime={videoTimeDuration(video.duration)}
          className="text-xs text-ink-muted tabular-nums"
        >
          {formatVideoTime(video.duration)}
        </time>
      ) : null}
    </span>
  );
}
