import { defineMessages, useIntl } from 'react-intl';
import type { Plan } from '../../../contract/entities-social.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { checkIcon, chevronEndIcon } from '../../atoms/icon/icons.ts';
import { PlanPicture } from '../../atoms/plan-picture/plan-picture.tsx';
import { Price } from '../../atoms/price/price.tsx';
import { usePlanFacts } from '../plan-card/plan-facts.ts';
import { OfferPrice } from '../offer-price/offer-price.tsx';

export const buyerPlanMessages = defineMessages({
  owned: { id: 'buyerPlans.owned', defaultMessage: 'Subscribed' },
});

export interface BuyerPlanCardProps {
  plan: Plan;
  /** Opens the plan's detail (spec §2: tap for detail). */
  onOpen: (plan: Plan) => void;
  className?: string;
}

/**
 * A creator's plan as a fan sees it in the buyer subscription dialog: picture, name, price, what
 * it gives, and an owned marker when the fan holds it (`is_subscribed`). The whole card opens the
 * plan's detail.
 */
export function BuyerPlanCard({ plan, onOpen, className = '' }: BuyerPlanCardProps) {
  const intl = useIntl();
  const facts = usePlanFacts()(plan);
  const owned = plan.is_subscribed === 1;
  return (
    <button
      type="button"
      onClick={() => onOpen(plan)}
      className={`flex w-full items-center gap-3 rounded-card bg-surface p-3 text-start ring-1 ring-line/60 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 ${owned ? 'ring-emerald-600/40' : ''} ${className}`}
    >
      <PlanPicture src={plan.picture} aspectRatio={1} className="w-16 shrink-0 rounded-control" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold text-ink">
            <bdi>{plan.name}</bdi>
          </span>
          {owned ? (
            <Badge tone="success" size="sm" icon={checkIcon}>
              {intl.formatMessage(buyerPlanMessages.owned)}
            </Badge>
          ) : null}
        </span>
        {plan.offer ? (
          <OfferPrice price={plan.price} offer={plan.offer} size="sm" />
        ) : (
          <Price value={plan.price} className="text-brand-700" />
        )}
        <span className="text-sm text-ink-muted">
          {facts.length} · {facts.posts}
        </span>
      </span>
      <Icon icon={chevronEndIcon} size={20} className="shrink-0 text-ink-subtle" />
    </button>
  );
}
