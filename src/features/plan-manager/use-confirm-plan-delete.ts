import { useIntl } from 'react-intl';
import { useDeletePlans } from '../../api/delete-plans.ts';
import type { Plan } from '../../contract/entities-social.ts';
import { openDialog } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { planManagerMessages as m } from './plan-manager-messages.ts';

/**
 * Asks before deleting a plan; the confirm runs the delete (its refusal stays in the dialog,
 * spec §4 modal flow), then title.delSuccess and `after` (e.g. back to the list).
 */
export function useConfirmPlanDelete(): (plan: Plan, after?: () => void) => void {
  const intl = useIntl();
  const remove = useDeletePlans();
  return (plan, after) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteConfirmTitle, { name: plan.name }),
      message: intl.formatMessage(m.deleteConfirmMessage),
      confirmLabel: intl.formatMessage(m.deleteConfirm),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await remove.mutateAsync([plan.id]);
        } catch (error) {
          return error instanceof Error ? error.message : intl.formatMessage(m.deleted);
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
      next: after,
    });
}
