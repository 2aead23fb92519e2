import { defineMessage, defineMessages } from 'react-intl';

type Money = { amount: string };

/** The withdrawal request's messages (spec §5, §8). */
export const withdrawalRequestMessages = defineMessages({
  title: { id: 'withdrawalRequest.title', defaultMessage: 'Withdraw' },
  available: { id: 'withdrawalRequest.available', defaultMessage: 'Available balance' },
  amount: { id: 'withdrawalRequest.amount', defaultMessage: 'Amount' },
  hint: defineMessage<Money>({
    id: 'withdrawalRequest.hint',
    defaultMessage: 'At least {amount}, with at most two decimals.',
  }),
  submit: { id: 'withdrawalRequest.submit', defaultMessage: 'Continue' },
  history: { id: 'withdrawalRequest.history', defaultMessage: 'Withdrawal history' },
  twoFactorNeeded: {
    id: 'withdrawalRequest.twoFactorNeeded',
    defaultMessage:
      'Withdrawals need two-factor authentication, so that a stolen password cannot move your money.',
  },
  twoFactorLink: {
    id: 'withdrawalRequest.twoFactorLink',
    defaultMessage: 'Set up two-factor authentication',
  },
  required: { id: 'withdrawalRequest.error.required', defaultMessage: 'Enter the amount to withdraw.' },
  notNumber: { id: 'withdrawalRequest.error.notNumber', defaultMessage: 'Enter a positive number.' },
  decimals: { id: 'withdrawalRequest.error.decimals', defaultMessage: 'Use at most two decimals.' },
  minimum: defineMessage<Money>({
    id: 'withdrawalRequest.error.minimum',
    defaultMessage: 'The minimum withdrawal is {amount}.',
  }),
  balance: defineMessage<Money>({
    id: 'withdrawalRequest.error.balance',
    defaultMessage: 'That is more than your balance of {amount}.',
  }),
  unavailable: defineMessage<Money>({
    id: 'withdrawalRequest.unavailable',
    defaultMessage: 'You can withdraw once your balance reaches {amount}.',
  }),
  negative: {
    id: 'withdrawalRequest.negative',
    defaultMessage:
      'Refunds are larger than your earnings, so your balance is negative and nothing can be withdrawn for now.',
  },
  confirmTitle: defineMessage<Money>({
    id: 'withdrawalRequest.confirm.title',
    defaultMessage: 'Withdraw {amount}?',
  }),
  confirmMessage: {
    id: 'withdrawalRequest.confirm.message',
    defaultMessage: 'The amount leaves your balance now and is paid out once it is approved.',
  },
  confirm: { id: 'withdrawalRequest.confirm.confirm', defaultMessage: 'Withdraw' },
  cancel: { id: 'withdrawalRequest.confirm.cancel', defaultMessage: 'Cancel' },
  failedTitle: { id: 'withdrawalRequest.failed', defaultMessage: 'Withdrawal failed' },
  requested: { id: 'withdrawalRequest.requested', defaultMessage: 'Withdrawal requested' },
});
