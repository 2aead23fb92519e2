import type { IntlShape } from 'react-intl';
import { openDialog } from '../../state/dialogs.ts';
import { publishMessages as m } from './publish-messages.ts';

/**
 * Spec §2: a signed-in user who is not a creator yet is asked to become one first; agreeing leads
 * to the creator agreement (`/{lang}/mine/creator`), declining to `onDecline`.
 */
export function askBecomeCreatorFirst(
  intl: IntlShape,
  { onAgree, onDecline }: { onAgree: () => void; onDecline: () => void },
): void {
  let agreed = false;
  openDialog({
    kind: 'confirm',
    title: intl.formatMessage(m.creatorFirstTitle),
    message: intl.formatMessage(m.creatorFirstBody),
    confirmLabel: intl.formatMessage(m.creatorFirstConfirm),
    action: () => {
      agreed = true;
    },
    onClosed: () => (agreed ? onAgree() : onDecline()),
  });
}
