import { defineMessages, useIntl } from 'react-intl';
import { ProgressDialog } from '../progress-dialog/progress-dialog.tsx';

const messages = defineMessages({
  title: { id: 'modal.payProgress.title', defaultMessage: 'Completing your payment' },
  waiting: { id: 'modal.payProgress.waiting', defaultMessage: 'Waiting for payment…' },
  hint: {
    id: 'modal.payProgress.hint',
    defaultMessage:
      'Finish paying in the window that opened. This dialog closes by itself when the payment is confirmed.',
  },
});

export interface PayProgressDialogProps {
  open: boolean;
  /** Cancels the pending order; only offered while paying (spec §4). */
  onCancel: () => void;
  onClose: () => void;
  /** False once the payment has settled, which disables Cancel. @default true */
  paying?: boolean;
}

/**
 * Shown while the provider's page is open and the order status is polled (every 5 s, up to
 * 300 s): the end cannot be known, so the bar is indeterminate.
 */
export function PayProgressDialog({ open, onCancel, onClose, paying = true }: PayProgressDialogProps) {
  const intl = useIntl();
  return (
    <ProgressDialog
      open={open}
      onClose={onClose}
      onCancel={onCancel}
      title={intl.formatMessage(messages.title)}
      message={
        <>
          <span className="block font-medium text-ink">{intl.formatMessage(messages.waiting)}</span>
          <span className="mt-1 block text-sm">{intl.formatMessage(messages.hint)}</span>
        </>
      }
      progress={null}
      status={paying ? 'running' : 'done'}
    />
  );
}
