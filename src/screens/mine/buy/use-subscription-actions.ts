import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelSubscription } from '../../../api/cancel-subscription.ts';
import { usePlanOnSale } from '../../../api/plan-on-sale.ts';
import type { SubscriptionAction } from '../../../components/molecules/subscription-row/subscription-row.logic.ts';
import type { UserSubscription } from '../../../contract/entities-social.ts';
import { CANCEL_SUBSCRIPTION_TYPE } from '../../../contract/enums.ts';
import { DAY_ONLY } from '../../../i18n/date-formats.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { startPlanPayment } from '../../../state/payment-flow.ts';
import { showPopup } from '../../../state/popup.ts';
import { mineBuyMessages as m } from './mine-buy-messages.ts';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The subscription actions of spec §4, for mine-buy's rows: cancel asks first (type 0), restore
 * goes at once (type 1); re-subscribe and subscribe in advance look the plan up as it is sold
 * today, then open the payment dialog (a toast says why when they cannot, spec §8).
 */
export function useSubscriptionActions() {
  const intl = useIntl();
  const cancelOrRestore = useCancelSubscription();
  const planOnSale = usePlanOnSale();
  const [busy, setBusy] = useState<{ id: number; action: SubscriptionAction } | null>(null);

  const confirmCancel = (subscription: UserSubscription) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.cancelTitle, { plan: subscription.subscription_name }),
      message: intl.formatMessage(m.cancelMessage, {
        date: intl.formatDate(subscription.expire_ts * 1000, DAY_ONLY),
      }),
      confirmLabel: intl.formatMessage(m.cancelConfirm),
      cancelLabel: intl.formatMessage(m.keep),
      action: async () => {
        try {
          await cancelOrRestore.mutateAsync({
            type: CANCEL_SUBSCRIPTION_TYPE.cancel,
            userSubscriptionId: subscription.id,
          });
        } catch (error) {
          // Spec §4 modal flow: a returned string shows in the dialog, which stays open.
          return reasonOf(error);
        }
        showPopup(intl.formatMessage(m.cancelled));
        return true;
      },
    });

  const restore = async (subscription: UserSubscription) => {
    try {
      await cancelOrRestore.mutateAsync({
        type: CANCEL_SUBSCRIPTION_TYPE.restore,
        userSubscriptionId: subscription.id,
      });
      showPopup(intl.formatMessage(m.restored));
    } catch (error) {
      showPopup(intl.formatMessage(m.restoreFailed, { reason: reasonOf(error) }), { variant: 'failure' });
    }
  };

  const payAgain = async (subscription: UserSubscription, action: 'resubscribe' | 'advance') => {
    const failed = action === 'resubscribe' ? m.resubscribeFailed : m.advanceFailed;
    try {
      const plan = await planOnSale(subscription.uuid, subscription.subscription_id);
      if (!plan) {
        showPopup(intl.formatMessage(failed, { reason: intl.formatMessage(m.planGone) }), {
          variant: 'failure',
        });
        return;
      }
      startPlanPayment({
        plan: { id: plan.id, name: plan.name, price: plan.price },
        creator: {
          aff: subscription.aff,
          uuid: subscription.uuid,
          username: subscription.username,
          nickname: subscription.nickname,
          thumb: subscription.thumb,
        },
      });
    } catch (error) {
      showPopup(intl.formatMessage(failed, { reason: reasonOf(error) }), { variant: 'failure' });
    }
  };

  const run = (action: SubscriptionAction, subscription: UserSubscription) => {
    if (action === 'cancel') {
      confirmCancel(subscription);
      return;
    }
    setBusy({ id: subscription.id, action });
    const work = action === 'restore' ? restore(subscription) : payAgain(subscription, action);
    void work.finally(() => setBusy(null));
  };

  return {
    run,
    /** The action in flight on this row, if any. */
    busyOf: (subscription: UserSubscription) => (busy?.id === subscription.id ? busy.action : null),
  };
}
