/**
 * How a payment ends for the fan (spec §4, §8), outside the dialog that started it (it has closed
 * by then): a failure says `message.payment.failed: {reason}` at once and, 1.5 s later, runs the
 * failure callback, the payment-failed alert (modal.payFailed with the reason). Timers are read at
 * call time, so the stories' fake clock drives them.
 */
import type { IntlShape } from 'react-intl';
import { PAYMENT_FAILURE_CALLBACK_MS } from '../../contract/rules/money-rules.ts';
import { openDialog } from '../../state/dialogs.ts';
import { showPopup } from '../../state/popup.ts';
import { paymentMessages as m } from './payment-messages.ts';

/** The payment failed with the provider's `reason` ('' when it gave none). */
export function reportPaymentFailure(intl: IntlShape, reason: string): void {
  const shown = reason || intl.formatMessage(m.noReason);
  showPopup(intl.formatMessage(m.failed, { reason: shown }), { variant: 'failure' });
  globalThis.setTimeout(() => {
    openDialog({ kind: 'alert', title: intl.formatMessage(m.payFailedTitle), message: shown });
  }, PAYMENT_FAILURE_CALLBACK_MS);
}

/** No answer within 300000 ms: 'payment procedure time out'. */
export function reportPaymentTimeout(intl: IntlShape): void {
  showPopup(intl.formatMessage(m.timeout), { variant: 'failure' });
}

/** The fan cancelled while paying: message.payment.cancel. */
export function reportPaymentCancelled(intl: IntlShape): void {
  showPopup(intl.formatMessage(m.cancelled));
}
