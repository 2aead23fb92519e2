import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { modalMessages } from '../modal/modal-messages.ts';

export interface AlertDialogProps {
  open: boolean;
  /** Called by the button, Esc and the backdrop alike. */
  onClose: () => void;
  title: ReactNode;
  message?: ReactNode;
  /** Defaults to "OK". */
  confirmLabel?: string;
}

/** A message with one button that acknowledges it (publish failed, payment failed, …). */
export function AlertDialog({ open, onClose, title, message, confirmLabel }: AlertDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      size="xs"
      role="alertdialog"
      hideCloseButton
      footer={
        <Button fullWidth onClick={onClose} data-autofocus>
          {confirmLabel ?? intl.formatMessage(modalMessages.ok)}
        </Button>
      }
    />
  );
}
