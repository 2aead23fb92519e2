import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Creator } from '../../../contract/entities.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon } from '../../atoms/icon/icons.ts';
import { cheapestPlanPrice } from './subscribe-card.logic.ts';

const messages = defineMessages({
  title: { id: 'creator.subscribe.title', defaultMessage: 'Subscription' },
  from: defineMessage<{ price: string }>({
    id: 'creator.subscribe.from',
    defaultMessage: 'Plans from {price}',
  }),
  subscribe: { id: 'creator.subscribe', defaultMessage: 'Subscribe' },
  subscribed: { id: 'creator.subscribed', defaultMessage: 'Subscribed' },
  subscribedHint: {
    id: 'creator.subscribe.subscribedHint',
    defaultMessage: 'You can see every post of this plan.',
  },
  noPlans: { id: 'creator.subscribe.noPlans', defaultMessage: 'No subscription plans yet' },
  viewPlans: { id: 'creator.subscribe.viewPlans', defaultMessage: 'View plans' },
});

export interface SubscribeCardProps {
  creator: Pick<Creator, 'subscription_list' | 'is_subscribed'>;
  /** Starts subscribing; the button is hidden without it. */
  onSubscribe?: () => void;
  /** Opens the list of plans; the link is hidden without it. */
  onViewPlans?: () => void;
  className?: string;
}

/**
 * The subscription call to action on a creator's banner: the cheapest plan's price and
 * Subscribe, or a disabled Subscribed button once the viewer subscribes.
 */
export function SubscribeCard({ creator, onSubscribe, onViewPlans, className = '' }: SubscribeCardProps) {
  const intl = useIntl();
  const cheapest = cheapestPlanPrice(creator.subscription_list);
  const subscribed = creator.is_subscribed === 1;

  return (
    <section
      className={`flex flex-wrap items-center gap-3 rounded-card bg-surface/95 p-4 shadow-raised ring-1 ring-line/60 backdrop-blur ${className}`}
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-medium text-ink-muted">{intl.formatMessage(messages.title)}</h2>
        <p className="font-semibold text-ink">
          {subscribed
            ? intl.formatMessage(messages.subscribedHint)
            : cheapest === null
              ? intl.formatMessage(messages.noPlans)
              : intl.formatMessage(messages.from, { price: formatPrice(intl, cheapest) })}
        </p>
        {onViewPlans && cheapest !== null ? (
          <button
            type="button"
            onClick={onViewPlans}
            className="mt-0.5 min-h-6 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {intl.formatMessage(messages.viewPlans)}
          </button>
        ) : null}
      </div>
      {subscribed ? (
        <Button variant="secondary" disabled icon={<Icon icon={checkIcon} size={18} />}>
          {intl.formatMessage(messages.subscribed)}
        </Button>
      ) : cheapest !== null && onSubscribe ? (
        <Button variant="gradient" onClick={onSubscribe}>
          {intl.formatMessage(messages.subscribe)}
        </Button>
      ) : null}
    </section>
  );
}
