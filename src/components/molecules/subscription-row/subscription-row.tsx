import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UserSubscription } from '../../../contract/entities-social.ts';
import { USER_SUBSCRIPTION_STATUS } from '../../../contract/enums.ts';
import { DAY_ONLY } from '../../../i18n/date-formats.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Badge, type BadgeTone } from '../../atoms/badge/badge.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { subscriptionActionsOf, type SubscriptionAction } from './subscription-row.logic.ts';

type Named = { plan: string };
type When = { date: string };

const messages = defineMessages({
  running: { id: 'subscription.status.running', defaultMessage: 'Active' },
  cancelled: { id: 'subscription.status.cancelled', defaultMessage: 'Cancelled' },
  expired: { id: 'subscription.status.expired', defaultMessage: 'Expired' },
  renews: defineMessage<When>({ id: 'subscription.renews', defaultMessage: 'Renews on {date}' }),
  endsOn: defineMessage<When>({ id: 'subscription.endsOn', defaultMessage: 'Access until {date}' }),
  endedOn: defineMessage<When>({ id: 'subscription.endedOn', defaultMessage: 'Ended on {date}' }),
  price: defineMessage<{ price: string }>({ id: 'subscription.price', defaultMessage: '{price} per period' }),
  trialRenews: defineMessage<When & { price: string }>({
    id: 'subscription.trialRenews',
    defaultMessage: 'Free trial until {date}, then renews at {price}',
  }),
  trialEnds: defineMessage<When>({ id: 'subscription.trialEnds', defaultMessage: 'Free trial until {date}' }),
  cancel: { id: 'subscription.cancel', defaultMessage: 'Cancel' },
  cancelFor: defineMessage<Named>({ id: 'subscription.cancelFor', defaultMessage: 'Cancel {plan}' }),
  restore: { id: 'subscription.restore', defaultMessage: 'Restore' },
  restoreFor: defineMessage<Named>({ id: 'subscription.restoreFor', defaultMessage: 'Restore {plan}' }),
  resubscribe: { id: 'subscription.resubscribe', defaultMessage: 'Re-subscribe' },
  resubscribeFor: defineMessage<Named>({
    id: 'subscription.resubscribeFor',
    defaultMessage: 'Re-subscribe to {plan}',
  }),
  advance: { id: 'subscription.advance', defaultMessage: 'Subscribe in advance' },
  advanceFor: defineMessage<Named>({
    id: 'subscription.advanceFor',
    defaultMessage: 'Subscribe in advance to {plan}',
  }),
});

const STATUS = {
  [USER_SUBSCRIPTION_STATUS.running]: { label: messages.running, tone: 'success', date: messages.renews },
  [USER_SUBSCRIPTION_STATUS.cancelled]: { label: messages.cancelled, tone: 'warning', date: messages.endsOn },
  [USER_SUBSCRIPTION_STATUS.expired]: { label: messages.expired, tone: 'neutral', date: messages.endedOn },
} as const satisfies Record<number, { tone: BadgeTone } & Record<string, unknown>>;

const ACTION_LABELS = {
  cancel: [messages.cancel, messages.cancelFor],
  restore: [messages.restore, messages.restoreFor],
  resubscribe: [messages.resubscribe, messages.resubscribeFor],
  advance: [messages.advance, messages.advanceFor],
} as const;

export interface SubscriptionRowProps {
  subscription: UserSubscription;
  /** The creator's page (/{lang}/{username}). */
  creatorHref: string;
  /** Runs one of the row's actions (spec §4): cancel, restore, re-subscribe, subscribe in advance. */
  onAction: (action: SubscriptionAction, subscription: UserSubscription) => void;
  /** The action in flight: its button spins and the others wait. @default null */
  busy?: SubscriptionAction | null;
  /** The row's heading level: 2 in a list right under the page title, 3 under a section's. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One of a fan's subscriptions (spec §3 User subscription): the creator, the plan and its price,
 * whether it renews, runs to its end or has ended, and the actions its status allows (spec §4):
 * running: cancel, subscribe in advance; cancelled: restore, subscribe in advance; expired:
 * re-subscribe.
 */
export function SubscriptionRow({
  subscription,
  creatorHref,
  onAction,
  busy = null,
  headingLevel = 3,
  className = '',
}: SubscriptionRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const status = STATUS[subscription.status];
  const actions = subscriptionActionsOf(subscription.status);
  const plan = subscription.subscription_name;
  const date = intl.formatDate(subscription.expire_ts * 1000, DAY_ONLY);
  // A free trial says so, with the price of its first charge (docs/decisions/trials.md).
  const trial = subscription.trial === 1 && subscription.status !== USER_SUBSCRIPTION_STATUS.expired;
  const when = !trial
    ? intl.formatMessage(status.date, { date })
    : subscription.status === USER_SUBSCRIPTION_STATUS.running
      ? intl.formatMessage(messages.trialRenews, { date, price: formatPrice(intl, subscription.price) })
      : intl.formatMessage(messages.trialEnds, { date });
  return (
    <article className={`flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60 ${className}`}>
      <div className="flex items-start gap-3">
        <Avatar src={subscription.thumb} name={subscription.nickname} decorative size={44} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {/* The creator's name and the plan's are their own words: isolated for direction. */}
          <Link
            to={creatorHref}
            dir="auto"
            className="truncate font-semibold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {subscription.nickname}
          </Link>
          <Heading dir="auto" className="truncate text-sm text-ink">
            {plan}
          </Heading>
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(messages.price, { price: formatPrice(intl, subscription.price) })}
          </p>
        </div>
        <Badge tone={status.tone} size="sm">
          {intl.formatMessage(status.label)}
        </Badge>
      </div>
      <p className="text-sm text-ink-muted">
        <time dateTime={subscription.expire_time}>{when}</time>
      </p>
      <div className="flex flex-wrap gap-2">
        {actions.map((action, index) => {
          const [short, long] = ACTION_LABELS[action];
          return (
            <Button
              key={action}
              size="sm"
              variant={index === 0 && action !== 'cancel' ? 'primary' : 'secondary'}
              aria-label={intl.formatMessage(long, { plan })}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => onAction(action, subscription)}
            >
              {intl.formatMessage(short)}
            </Button>
          );
        })}
      </div>
    </article>
  );
}
