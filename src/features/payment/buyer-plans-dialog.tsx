import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreatorPlans } from '../../api/get-creator-plans.ts';
import { usePostPlans, type PostPlansChoice } from '../../api/get-post-plans.ts';
import { IconButton } from '../../components/atoms/icon-button/icon-button.tsx';
import { chevronStartIcon } from '../../components/atoms/icon/icons.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { TabBar } from '../../components/molecules/tab-bar/tab-bar.tsx';
import { PlanOffer } from '../../components/molecules/plan-offer/plan-offer.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { ARTICLE_PLANS } from '../../contract/enums.ts';
import type { Plan } from '../../contract/entities-social.ts';
import {
  buyerPlansBack,
  closeBuyerPlans,
  startPlanPayment,
  type BuyerPlansState,
  type PaymentCreator,
} from '../../state/payment-flow.ts';
import { BuyerPlanList } from './buyer-plan-list.tsx';
import { paymentMessages as m } from './payment-messages.ts';
import { useIsOwnCreator } from './use-own-creator.ts';

export interface BuyerPlansDialogProps {
  state: BuyerPlansState;
  open: boolean;
}

/**
 * The buyer subscription dialog (spec §2, §4): from a creator, their plans on sale; from a post,
 * the Recommended plans (those that contain it) and the Other plans, as tabs. A plan opens its
 * detail with Buy, or the owned marker when the fan holds it; Buy leads to the payment dialog.
 * The back button shows only in the detail, and only when the dialog was not opened on it.
 */
export function BuyerPlansDialog({ state, open }: BuyerPlansDialogProps) {
  const intl = useIntl();
  const { source, planId, openedOnDetail } = state;
  // Kept here, so going to a plan's detail and back returns to the same tab.
  const [tab, setTab] = useState<PostPlansChoice>(ARTICLE_PLANS.recommended);
  const title =
    planId === null
      ? intl.formatMessage(m.plansTitle, { name: source.creator.nickname })
      : intl.formatMessage(m.planDetailTitle);

  return (
    <Modal open={open} onClose={closeBuyerPlans} title={title} size="md">
      {planId !== null && !openedOnDetail ? (
        <div className="-mt-2 mb-3">
          <IconButton
            icon={chevronStartIcon}
            label={intl.formatMessage(m.back)}
            onClick={buyerPlansBack}
            size={40}
          />
        </div>
      ) : null}
      {planId !== null ? (
        <PlanDetail state={state} planId={planId} />
      ) : source.from === 'creator' ? (
        <CreatorPlans uuid={source.creator.uuid} />
      ) : (
        <PostPlans postId={source.postId} tab={tab} onTab={setTab} />
      )}
    </Modal>
  );
}

function CreatorPlans({ uuid }: { uuid: string }) {
  return <BuyerPlanList plans={useCreatorPlans(uuid)} />;
}

function PostPlans({
  postId,
  tab,
  onTab,
}: {
  postId: number;
  tab: PostPlansChoice;
  onTab: (tab: PostPlansChoice) => void;
}) {
  const intl = useIntl();
  const plans = usePostPlans(postId, tab);
  const idPrefix = `buyer-plans-${postId}`;
  return (
    <div className="flex flex-col gap-4">
      <TabBar
        items={[
          { value: 'recommended', label: intl.formatMessage(m.recommended) },
          { value: 'other', label: intl.formatMessage(m.otherPlans) },
        ]}
        value={tab === ARTICLE_PLANS.recommended ? 'recommended' : 'other'}
        onChange={(value) => onTab(value === 'recommended' ? ARTICLE_PLANS.recommended : ARTICLE_PLANS.other)}
        label={intl.formatMessage(m.tabsLabel)}
        idPrefix={idPrefix}
        className="self-start"
      />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${tab === ARTICLE_PLANS.recommended ? 'recommended' : 'other'}`}
        className="flex flex-col gap-3"
      >
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(tab === ARTICLE_PLANS.recommended ? m.recommendedHint : m.otherHint)}
        </p>
        <BuyerPlanList plans={plans} />
      </div>
    </div>
  );
}

/** The plan of `planId` from whichever list the dialog shows (both of a post's tabs looked at). */
function usePlanOf(state: BuyerPlansState, planId: number) {
  const { source } = state;
  const fromCreator = source.from === 'creator';
  const postId = source.from === 'post' ? source.postId : 0;
  const creatorPlans = useCreatorPlans(source.creator.uuid, fromCreator);
  const recommended = usePostPlans(postId, ARTICLE_PLANS.recommended, !fromCreator);
  const other = usePostPlans(postId, ARTICLE_PLANS.other, !fromCreator);
  const lists = fromCreator ? [creatorPlans] : [recommended, other];
  const plan = lists.flatMap((list) => list.data ?? []).find((candidate) => candidate.id === planId);
  const pending = !plan && lists.some((list) => list.isPending);
  return { plan, pending };
}

function PlanDetail({ state, planId }: { state: BuyerPlansState; planId: number }) {
  const intl = useIntl();
  const { plan, pending } = usePlanOf(state, planId);
  const own = useIsOwnCreator(state.source.creator.aff);
  if (pending) return <Spinner announce className="mx-auto my-10 text-brand-600" />;
  if (!plan) return <EmptyState title={intl.formatMessage(m.planGone)} />;
  return (
    <PlanOffer
      plan={plan}
      state={own ? 'self' : plan.is_subscribed === 1 ? 'owned' : 'buyable'}
      onBuy={(chosen: Plan) => buy(chosen, state.source.creator)}
    />
  );
}

function buy(plan: Plan, creator: PaymentCreator) {
  // Under an offer the fan pays its price; the server prices the order the same way (issue 25).
  startPlanPayment({
    plan: { id: plan.id, name: plan.name, price: plan.offer?.price ?? plan.price },
    creator,
  });
}
