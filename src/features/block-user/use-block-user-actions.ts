import { useIntl } from 'react-intl';
import { useBlockUser } from '../../api/block-user.ts';
import { openDialog } from '../../state/dialogs.ts';
import { runGated } from '../../state/gated-action.ts';
import { showPopup } from '../../state/popup.ts';
import { blockMessages as m } from './block-messages.ts';

/** The account blocked or unblocked: its aff and its name as it reads. */
export interface BlockTarget {
  aff: number;
  name: string;
}

export interface BlockUserActions {
  /** Asks first, then blocks (gated: a visitor logs in first); `onBlocked` runs once it is done. */
  block: (target: BlockTarget, onBlocked?: () => void) => void;
  /** Unblocks at once; a failure says update-fail (spec §8). */
  unblock: (target: BlockTarget) => void;
  /** An unblock is on its way. */
  unblocking: boolean;
}

/**
 * Block and unblock (spec §6, §7 user/blockUserEvent), for the creator page and the post detail.
 * Blocking asks in the confirm dialog, whose confirm sends it (a refusal stays in the dialog with
 * the server's message, spec §4 modal flow); unblocking has nothing to lose and goes at once.
 */
export function useBlockUserActions(): BlockUserActions {
  const intl = useIntl();
  const change = useBlockUser();
  return {
    block: (target, onBlocked) =>
      runGated(() => {
        openDialog({
          kind: 'confirm',
          tone: 'danger',
          title: intl.formatMessage(m.confirmTitle, { name: target.name }),
          message: intl.formatMessage(m.confirmMessage),
          confirmLabel: intl.formatMessage(m.confirm),
          cancelLabel: intl.formatMessage(m.cancel),
          action: async () => {
            try {
              await change.mutateAsync({ aff: target.aff, block: true });
            } catch (error) {
              return error instanceof Error ? error.message : String(error);
            }
            showPopup(intl.formatMessage(m.blocked, { name: target.name }));
            return true;
          },
          next: onBlocked,
        });
      }),
    unblock: (target) =>
      change.mutate(
        { aff: target.aff, block: false },
        {
          onSuccess: () => showPopup(intl.formatMessage(m.unblocked, { name: target.name })),
          onError: () => showPopup(intl.formatMessage(m.updateFail), { variant: 'failure' }),
        },
      ),
    unblocking: change.isPending && change.variables?.block === false,
  };
}
