import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { openDialog, type DialogAction } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { devmodePageMessages, devmodePageTexts as t } from './devmode-messages.ts';

/** How long the loading confirmations work before they answer. */
export const SAMPLE_ACTION_MS = 1500;

const afterAWhile = <T,>(answer: T) =>
  new Promise<T>((resolve) => globalThis.setTimeout(() => resolve(answer), SAMPLE_ACTION_MS));

/**
 * modal: the dialog stack's alert and confirm (src/state/dialogs.ts) through the modal flow of
 * spec §4 (components/organisms/modal/modal-flow.ts): confirm runs the action with loading; a
 * string it returns is shown and the dialog stays; `false` keeps it open; anything else closes
 * it, then the queued next action runs (here, a popup says so).
 */
export function ModalPage() {
  const intl = useIntl();
  const about = intl.formatMessage(devmodePageMessages.modal.about);
  const next = () => showPopup(intl.formatMessage(t.nextRan));
  const confirm = (title: string, action: DialogAction) =>
    openDialog({ kind: 'confirm', title, message: about, action, next });
  const flows = [
    {
      key: 'alert',
      label: intl.formatMessage(t.alert),
      open: () => openDialog({ kind: 'alert', title: intl.formatMessage(t.alert), message: about }),
    },
    {
      key: 'confirm',
      label: intl.formatMessage(t.confirm),
      open: () => confirm(intl.formatMessage(t.confirm), () => true),
    },
    {
      key: 'loading',
      label: intl.formatMessage(t.confirmLoading),
      open: () => confirm(intl.formatMessage(t.confirmLoading), () => afterAWhile(true)),
    },
    {
      key: 'error',
      label: intl.formatMessage(t.confirmError),
      open: () =>
        confirm(intl.formatMessage(t.confirmError), () => afterAWhile(intl.formatMessage(t.errorText))),
    },
    {
      key: 'refused',
      label: intl.formatMessage(t.confirmRefused),
      open: () => confirm(intl.formatMessage(t.confirmRefused), () => afterAWhile(false)),
    },
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {flows.map((flow) => (
        <Button key={flow.key} variant="secondary" onClick={flow.open}>
          {flow.label}
        </Button>
      ))}
    </div>
  );
}
