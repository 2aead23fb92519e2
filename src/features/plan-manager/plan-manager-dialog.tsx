import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { IconButton } from '../../components/atoms/icon-button/icon-button.tsx';
import { chevronStartIcon, trashIcon } from '../../components/atoms/icon/icons.ts';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { closePlanManager, PLAN_VIEW, planManager, planManagerBack } from '../../state/plan-manager.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { PlanListView } from './plan-list-view.tsx';
import { planManagerMessages as m } from './plan-manager-messages.ts';
import { useConfirmPlanDelete } from './use-confirm-plan-delete.ts';

// The form (with the contract's zod rules) and the detail load when first shown: the list is
// what every opening needs, and the dialog's chunk stays small (issue 8's budgets).
const PlanFormView = lazy(() => import('./plan-form-view.tsx').then((m) => ({ default: m.PlanFormView })));
const PlanOfferView = lazy(() => import('./plan-offer-view.tsx').then((m) => ({ default: m.PlanOfferView })));
const PlanDetailView = lazy(() =>
  import('./plan-detail-view.tsx').then((m) => ({ default: m.PlanDetailView })),
);

/**
 * The plan management dialog (spec §2, §4), mounted once in the root shell and shown while
 * `planManager.open`: the list (1), the add/edit form (2) and a plan's detail (3), with a back
 * button through the views' history. The form's title says Add or Edit, with a bin to delete
 * the plan being edited.
 */
export function PlanManagerDialog() {
  const intl = useIntl();
  const { open, view, planId, history } = useSnapshot(planManager);
  const plans = useMyPlans();
  const confirmDelete = useConfirmPlanDelete();
  const editing = view === PLAN_VIEW.form && planId !== null;
  const edited = editing ? plans.data?.find((plan) => plan.id === planId) : undefined;

  const title =
    view === PLAN_VIEW.list
      ? m.title
      : view === PLAN_VIEW.detail
        ? m.detailTitle
        : view === PLAN_VIEW.offer
          ? m.offerTitle
          : editing
            ? m.editTitle
            : m.addTitle;

  return (
    <Modal open={open} onClose={closePlanManager} title={intl.formatMessage(title)} size="md">
      {history.length > 0 || edited ? (
        <div className="-mt-2 mb-3 flex items-center justify-between">
          {history.length > 0 ? (
            <IconButton
              icon={chevronStartIcon}
              label={intl.formatMessage(m.back)}
              onClick={planManagerBack}
              size={40}
            />
          ) : (
            <span />
          )}
          {edited ? (
            <IconButton
              icon={trashIcon}
              label={intl.formatMessage(m.deletePlan)}
              onClick={() => confirmDelete(edited, planManagerBack)}
              size={40}
            />
          ) : null}
        </div>
      ) : null}
      {view === PLAN_VIEW.list ? <PlanListView /> : null}
      <Suspense fallback={<Spinner announce className="mx-auto my-10 text-brand-600" />}>
        {view === PLAN_VIEW.form ? <PlanFormView key={planId ?? 'new'} planId={planId} /> : null}
        {view === PLAN_VIEW.detail && planId !== null ? <PlanDetailView planId={planId} /> : null}
        {view === PLAN_VIEW.offer && planId !== null ? <PlanOfferView key={planId} planId={planId} /> : null}
      </Suspense>
    </Modal>
  );
}
