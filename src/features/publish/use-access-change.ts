import { useIntl } from 'react-intl';
import { useMyPlans } from '../../api/list-my-plans.ts';
import { openDialog } from '../../state/dialogs.ts';
import { openPlanManager } from '../../state/plan-manager.ts';
import type { AccessLevel } from './publish-draft.ts';
import { publishMessages as m } from './publish-messages.ts';

/**
 * Who can see the post, with the creator's plans (spec §5): choosing plan subscribers without a
 * plan asks to create one first (and opens the plan dialog) instead of choosing.
 */
export function useAccessChange(onAccess: (level: AccessLevel) => void) {
  const intl = useIntl();
  const plans = useMyPlans();
  const askPlanFirst = () =>
    openDialog({
      kind: 'confirm',
      title: intl.formatMessage(m.planFirstTitle),
      message: intl.formatMessage(m.planFirstBody),
      confirmLabel: intl.formatMessage(m.planFirstConfirm),
      next: openPlanManager,
    });
  const change = async (level: AccessLevel) => {
    if (level === 'subscription') {
      // Plans made meanwhile (the plan dialog) count: ask the server again.
      const fresh = plans.data?.length ? plans.data : (await plans.refetch()).data;
      if (!fresh?.length) return askPlanFirst();
    }
    onAccess(level);
  };
  return { plans: plans.data ?? [], change };
}
