import { defineMessages, useIntl } from 'react-intl';
import type { Creator } from '../../../contract/entities.ts';
import type { PlanOffer } from '../../../contract/entities-social.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { chevronEndIcon } from '../../atoms/icon/icons.ts';
import { Price } from '../../atoms/price/price.tsx';
import { OfferPrice } from '../offer-price/offer-price.tsx';

const messages = defineMessages({
  title: { id: 'creatorPage.plans.title', defaultMessage: 'Subscription plans' },
  perPeriod: { id: 'creatorPage.plans.perPeriod', defaultMessage: 'per period' },
});

/** A plan on sale, with its running offer when the page knows it (issue 25). */
export type CreatorPlanListItem = Creator['subscription_list'][number] & { offer?: PlanOffer | null };

export interface CreatorPlanListProps {
  plans: readonly CreatorPlanListItem[];
  /** Opens a plan's detail (the buyer subscription dialog, on that plan). */
  onOpenPlan: (planId: number) => void;
  className?: string;
}

/**
 * The side list of a creator's plans on sale (spec §2 creator page): name and price, each opening
 * its detail. A plan with a running offer shows it as the plan cards do (OfferPrice: the new price,
 * the old one struck through, the percentage off, until when; docs/decisions/offers.md).
 */
export function CreatorPlanList({ plans, onOpenPlan, className = '' }: CreatorPlanListProps) {
  const intl = useIntl();
  if (plans.length === 0) return null;
  return (
    <section
      aria-labelledby="creator-plans-title"
      className={`rounded-card bg-surface p-4 shadow-card ring-1 ring-line/60 ${className}`}
    >
      <h2 id="creator-plans-title" className="px-1 pb-2 font-semibold text-ink">
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="space-y-1">
        {plans.map((plan) => (
          <li key={plan.id}>
            <button
              type="button"
              onClick={() => onOpenPlan(plan.id)}
              className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-start hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {plan.offer ? (
                // The offer's figures need the row's width: under the name rather than beside it.
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <bdi className="truncate font-medium text-ink">{plan.name}</bdi>
                  <OfferPrice price={plan.price} offer={plan.offer} size="sm" />
                </span>
              ) : (
                <>
                  <bdi className="min-w-0 flex-1 truncate font-medium text-ink">{plan.name}</bdi>
                  <span className="flex flex-col items-end leading-tight">
                    <Price value={plan.price} size="sm" />
                    <span className="text-xs text-ink-muted">{intl.formatMessage(messages.perPeriod)}</span>
                  </span>
                </>
              )}
              <Icon icon={chevronEndIcon} size={18} className="text-ink-muted" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
