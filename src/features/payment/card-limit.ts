import type { IntlShape } from 'react-intl';
import { SAVED_CARDS_MAX } from '../../contract/rules/money-rules.ts';
import { openDialog } from '../../state/dialogs.ts';
import { paymentMessages as m } from './payment-messages.ts';

/** True when the fan keeps as many cards as they may (5, or the server's `limit`). */
export function atCardLimit(count: number, limit: number = SAVED_CARDS_MAX): boolean {
  return count >= limit;
}

/** Spec §5, §8: the card-limit alert, shown instead of the add-card form. */
export function showCardLimitAlert(intl: IntlShape, limit: number = SAVED_CARDS_MAX): void {
  openDialog({
    kind: 'alert',
    title: intl.formatMessage(m.cardLimitTitle),
    message: intl.formatMessage(m.cardLimit, { max: limit }),
  });
}
