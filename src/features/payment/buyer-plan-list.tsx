import { useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { BuyerPlanCard } from '../../components/molecules/buyer-plan-card/buyer-plan-card.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { Plan } from '../../contract/entities-social.ts';
import { showBuyerPlan } from '../../state/payment-flow-views.ts';
import { paymentMessages as m } from './payment-messages.ts';

/** A list of plans a fan may open (loading, failed with retry, empty, the plans). */
export function BuyerPlanList({ plans }: { plans: UseQueryResult<Plan[]> }) {
  const intl = useIntl();
  return (
    <AsyncContent
      status={plans.status}
      data={plans.data}
      error={plans.error}
      onRetry={() => void plans.refetch()}
      retrying={plans.isRefetching}
      isEmpty={(list) => list.length === 0}
      empty={{ title: intl.formatMessage(m.noPlans) }}
      loading={
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-22 w-full" />
          <Skeleton className="h-22 w-full" />
        </div>
      }
    >
      {(list) => (
        <ul className="flex flex-col gap-3">
          {list.map((plan) => (
            <li key={plan.id}>
              <BuyerPlanCard plan={plan} onOpen={(chosen) => showBuyerPlan(chosen.id)} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}
