import { useIntl } from 'react-intl';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { useMovePlan } from '../../api/move-plan.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { plusIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { PlanCard } from '../../components/molecules/plan-card/plan-card.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { Plan } from '../../contract/entities-social.ts';
import { MAX_PLANS_PER_CREATOR } from '../../contract/rules/plan-limits.ts';
import { PLAN_VIEW, showPlanView } from '../../state/plan-manager.ts';
import { showPopup } from '../../state/popup.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';
import { useConfirmPlanDelete } from './use-confirm-plan-delete.ts';

/**
 * The list view (spec §2, §4): the add-plan prompt, the plans with their menus (move up and
 * down, edit, delete), or the empty text. Adding an 11th plan says content.maxSubPlan instead.
 */
export function PlanListView() {
  const intl = useIntl();
  const plans = useMyPlans();
  const move = useMovePlan();
  const confirmDelete = useConfirmPlanDelete();
  const full = (plans.data?.length ?? 0) >= MAX_PLANS_PER_CREATOR;

  const add = () => {
    if (full)
      showPopup(intl.formatMessage(m.maxSubPlan, { max: MAX_PLANS_PER_CREATOR }), { variant: 'failure' });
    else showPlanView(PLAN_VIEW.form);
  };
  const moveBy = (sort: 'up' | 'down') => (plan: Plan) =>
    move.mutate(
      { id: plan.id, sort },
      { onError: (error) => showPopup(error.message, { variant: 'failure' }) },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-card bg-brand-50 p-4">
        <p className="text-sm text-ink">{intl.formatMessage(m.addPrompt)}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" icon={<Icon icon={plusIcon} size={18} />} onClick={add}>
            {intl.formatMessage(m.add)}
          </Button>
          {plans.data ? (
            <span className="text-xs text-ink-muted" data-testid="plan-count">
              {intl.formatMessage(m.count, { count: plans.data.length, max: MAX_PLANS_PER_CREATOR })}
            </span>
          ) : null}
        </div>
      </div>
      <AsyncContent
        status={plans.status}
        data={plans.data}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        retrying={plans.isRefetching}
        isEmpty={(list) => list.length === 0}
        empty={{ title: intl.formatMessage(m.empty) }}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((plan, index) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  index={index}
                  count={list.length}
                  onMoveUp={moveBy('up')}
                  onMoveDown={moveBy('down')}
                  onInfo={(info) => showPopup(intl.formatMessage(m[info]))}
                  onEdit={(chosen) => showPlanView(PLAN_VIEW.form, chosen.id)}
                  onOffer={(chosen) => showPlanView(PLAN_VIEW.offer, chosen.id)}
                  onDelete={(chosen) => confirmDelete(chosen)}
                  onOpen={(chosen) => showPlanView(PLAN_VIEW.detail, chosen.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </div>
  );
}
