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
  cardHint: {
    id: 'modal.payProgress.cardHint',
    defaultMessage:
      'Your saved card is being charged. This dialog closes by itself when the payment is confirmed.',
  },
  reopen: { id: 'modal.payProgress.reopen', defaultMessage: 'Open the payment page again' },
});

export interface PayProgressDialogProps {
  open: boolean;
  /** Cancels the pending order; only offered while paying (spec §4). */
  onCancel: () => void;
  onClose: () => void;
  /** False once the payment has settled, which disables Cancel. @default true */
  paying?: boolean;
  /**
   * 'window': the fan pays on the provider's page in another window; 'card': a saved card is
   * charged without leaving the app. @default 'window'
   */
  variant?: 'window' | 'card';
  /** Opens the provider's page again (closed by mistake, or blocked as a popup); hidden without it. */
  onReopen?: () => void;
}

/**
 * Shown while the provider's page is open and the order status is polled (every 5 s, up to
 * 300 s): the end cannot be known, so the bar is indeterminate.
 */
export function PayProgressDialog({
  open,
  onCancel,
  onClose,
  paying = true,
  variant = 'window',
  onReopen,
}: PayProgressDialogProps) {
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
          <span className="mt-1 block text-sm">
            {intl.formatMessage(variant === 'card' ? messages.cardHint : messages.hint)}
          </span>
          {onReopen && variant === 'window' ? (
            <button
              type="button"
              onClick={onReopen}
              className="mt-2 min-h-6 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(messages.reopen)}
            </button>
          ) : null}
        </>
      }
      progress={null}
      status={paying ? 'running' : 'done'}
    />
  );
}
