import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DialogAction } from '../../../state/dialogs.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon } from '../../atoms/icon/icons.ts';
import { Modal } from '../modal/modal.tsx';
import { modalMessages } from '../modal/modal-messages.ts';
import { useModalAction } from '../modal/use-modal-action.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** 'danger' paints the confirm button for irreversible actions. @default 'default' */
  tone?: 'default' | 'danger';
  /** Runs on confirm through the modal flow (spec §4); a returned string is shown. */
  action?: DialogAction;
  /** The queued next action: runs after a successful confirm has closed the dialog. */
  next?: () => void;
}

/** Cancel or confirm; confirm runs the action with loading and closes only when it succeeds. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  action,
  next,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const { loading, error, confirm } = useModalAction({ action, onClose, next });
  // Closing while the action runs would leave its outcome nowhere to show.
  const closeUnlessBusy = () => {
    if (!loading) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={closeUnlessBusy}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={closeUnlessBusy} disabled={loading} data-autofocus>
            {cancelLabel ?? intl.formatMessage(modalMessages.cancel)}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={loading}
            className={tone === 'danger' ? '!bg-red-600 hover:!bg-red-700' : ''}
          >
            {confirmLabel ?? intl.formatMessage(modalMessages.confirm)}
          </Button>
        </>
      }
    >
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <Icon icon={alertIcon} size={18} className="mt-px" />
          <span className="min-w-0 break-words">{error}</span>
        </p>
      ) : null}
    </Modal>
  );
}
