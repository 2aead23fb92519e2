import { useCreatorPlans } from '../../api/get-creator-plans.ts';
import { CreatorPlanList } from '../../components/molecules/creator-plan-list/creator-plan-list.tsx';
import type { Creator } from '../../contract/entities.ts';

export interface CreatorSidePlansProps {
  creator: Creator;
  onOpenPlan: (planId: number) => void;
}

/**
 * The creator page's side list of plans (desktop), with each plan's running offer (issue 25;
 * docs/decisions/offers.md): the profile's plan summaries carry none, so the creator's plans are
 * read for them, the query the plans dialog opens on. Until they come, or if they fail, the list
 * shows the summaries' plain prices. Loaded apart from the page, which a phone shows without it.
 */
export function CreatorSidePlans({ creator, onOpenPlan }: CreatorSidePlansProps) {
  const plans = useCreatorPlans(creator.uuid);
  const offers = new Map((plans.data ?? []).map((plan) => [plan.id, plan.offer]));
  return (
    <CreatorPlanList
      plans={creator.subscription_list.map((plan) => ({ ...plan, offer: offers.get(plan.id) ?? null }))}
      onOpenPlan={onOpenPlan}
    />
  );
}
