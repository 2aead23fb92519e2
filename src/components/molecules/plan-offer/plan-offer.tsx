import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Plan } from '../../../contract/entities-social.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, eyeIcon, imageIcon, lockIcon } from '../../atoms/icon/icons.ts';
import { PlanPicture } from '../../atoms/plan-picture/plan-picture.tsx';
import { Price } from '../../atoms/price/price.tsx';
import { usePlanFacts } from '../plan-card/plan-facts.ts';
import { OfferPrice } from '../offer-price/offer-price.tsx';

const messages = defineMessages({
  buy: defineMessage<{ price: string }>({ id: 'buyerPlans.buy', defaultMessage: 'Subscribe for {price}' }),
  owned: {
    id: 'buyerPlans.ownedDetail',
    defaultMessage: 'You’re subscribed to this plan.',
  },
  self: { id: 'message.error.subscribeSelf', defaultMessage: 'You can’t subscribe to your own plan.' },
});

export interface PlanOfferProps {
  plan: Plan;
  /**
   * 'buyable' offers Buy; 'owned' shows the owned marker (`is_subscribed`); 'self' says a creator
   * cannot subscribe to their own plan (spec §6). @default from `plan.is_subscribed`
   */
  state?: 'buyable' | 'owned' | 'self';
  onBuy?: (plan: Plan) => void;
  className?: string;
}

/**
 * One plan's detail in the buyer subscription dialog (spec §2): its picture, name and price, what
 * it gives (length, past posts unlocked, post count), its description, and Buy or the owned marker.
 */
export function PlanOffer({ plan, state, onBuy, className = '' }: PlanOfferProps) {
  const intl = useIntl();
  const facts = usePlanFacts()(plan);
  const shown = state ?? (plan.is_subscribed === 1 ? 'owned' : 'buyable');
  return (
    <article className={`flex flex-col gap-4 ${className}`}>
      <PlanPicture src={plan.picture} aspectRatio={16 / 7} className="w-full rounded-card" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 dir="auto" className="min-w-0 text-xl font-bold break-words text-ink">
          {plan.name}
        </h3>
        {plan.offer ? (
          <OfferPrice price={plan.price} offer={plan.offer} size="lg" />
        ) : (
          <Price value={plan.price} size="lg" className="text-brand-700" />
        )}
      </div>
      <ul className="flex flex-col gap-2 text-[0.9375rem] text-ink">
        {[
          { icon: lockIcon, text: facts.length },
          { icon: eyeIcon, text: facts.unlock },
          { icon: imageIcon, text: facts.posts },
        ].map((fact) => (
          <li key={fact.text} className="flex items-center gap-2.5">
            <Icon icon={fact.icon} size={18} className="text-brand-600" />
            {fact.text}
          </li>
        ))}
      </ul>
      {plan.content ? (
        // The creator's own words, in whatever language they wrote them: their direction is their own.
        <p
          dir="auto"
          className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-line text-ink-muted"
        >
          {plan.content}
        </p>
      ) : null}
      {shown === 'owned' ? (
        <p className="flex items-center gap-2 rounded-control bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
          <Icon icon={checkIcon} size={20} />
          {intl.formatMessage(messages.owned)}
        </p>
      ) : shown === 'self' ? (
        <p className="rounded-control bg-surface-sunken px-4 py-3 text-ink-muted">
          {intl.formatMessage(messages.self)}
        </p>
      ) : (
        <Button variant="gradient" size="lg" fullWidth onClick={() => onBuy?.(plan)}>
          {intl.formatMessage(messages.buy, { price: formatPrice(intl, plan.offer?.price ?? plan.price) })}
        </Button>
      )}
    </article>
  );
}
