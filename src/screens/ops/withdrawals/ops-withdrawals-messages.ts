import { defineMessage, defineMessages } from 'react-intl';

/** The console's withdrawals queue. */
export const opsWithdrawalsMessages = defineMessages({
  tabs: { id: 'ops.withdrawals.tabs', defaultMessage: 'Withdrawals by status' },
  tabPending: { id: 'ops.withdrawals.tab.pending', defaultMessage: 'Pending' },
  tabPassed: { id: 'ops.withdrawals.tab.passed', defaultMessage: 'Approved' },
  tabCompleted: { id: 'ops.withdrawals.tab.completed', defaultMessage: 'Paid out' },
  tabFailed: { id: 'ops.withdrawals.tab.failed', defaultMessage: 'Failed' },
  emptyPending: {
    id: 'ops.withdrawals.empty.pending',
    defaultMessage: 'No withdrawal is waiting for approval.',
  },
  emptyPassed: {
    id: 'ops.withdrawals.empty.passed',
    defaultMessage: 'No approved withdrawal is waiting to be paid out.',
  },
  emptyCompleted: {
    id: 'ops.withdrawals.empty.completed',
    defaultMessage: 'No withdrawal has been paid out yet.',
  },
  emptyFailed: { id: 'ops.withdrawals.empty.failed', defaultMessage: 'No withdrawal has failed.' },
  pickOne: {
    id: 'ops.withdrawals.pickOne',
    defaultMessage: 'Open a withdrawal from the list to check the creator’s balance and decide it.',
  },
  back: { id: 'ops.withdrawals.back', defaultMessage: 'Back to the list' },
  deletedCreator: { id: 'ops.withdrawals.deletedCreator', defaultMessage: 'Deleted account' },
  waiting: defineMessage<{ duration: string }>({
    id: 'ops.withdrawals.waiting',
    defaultMessage: 'Waiting {duration}',
  }),
  waited: defineMessage<{ duration: string }>({
    id: 'ops.withdrawals.waited',
    defaultMessage: 'Decided after {duration}',
  }),
  requestedAt: { id: 'ops.withdrawals.requestedAt', defaultMessage: 'Requested' },
  balance: { id: 'ops.withdrawals.balance', defaultMessage: 'Balance now' },
  reason: { id: 'ops.withdrawals.reason', defaultMessage: 'Reason given' },
  reference: { id: 'ops.withdrawals.reference', defaultMessage: 'Payment reference' },
  ledgerTitle: { id: 'ops.withdrawals.ledger.title', defaultMessage: 'Recent balance movements' },
  ledgerDate: { id: 'ops.withdrawals.ledger.date', defaultMessage: 'Date' },
  ledgerKind: { id: 'ops.withdrawals.ledger.kind', defaultMessage: 'Movement' },
  ledgerAmount: { id: 'ops.withdrawals.ledger.amount', defaultMessage: 'Amount' },
  ledgerEmpty: { id: 'ops.withdrawals.ledger.empty', defaultMessage: 'No movements on this balance.' },
  balanced: {
    id: 'ops.withdrawals.ledger.balanced',
    defaultMessage: 'Sum check passed: every movement of this creator balances in the ledger.',
  },
  unbalanced: {
    id: 'ops.withdrawals.ledger.unbalanced',
    defaultMessage:
      'Sum check failed: a movement of this creator does not balance. Do not pay out; tell an engineer.',
  },
  actionsTitle: { id: 'ops.withdrawals.actions.title', defaultMessage: 'Decide' },
  final: {
    id: 'ops.withdrawals.final',
    defaultMessage: 'This withdrawal is decided; nothing more can be done with it.',
  },
  approve: { id: 'ops.withdrawals.approve', defaultMessage: 'Approve' },
  approveHint: {
    id: 'ops.withdrawals.approve.hint',
    defaultMessage: 'Approving tells the creator it will be paid. No money moves yet.',
  },
  complete: { id: 'ops.withdrawals.complete', defaultMessage: 'Mark paid out' },
  referenceHint: {
    id: 'ops.withdrawals.reference.hint',
    defaultMessage: 'The bank transfer or payment id. The creator sees it.',
  },
  referenceRequired: {
    id: 'ops.withdrawals.reference.required',
    defaultMessage: 'Enter the payment reference.',
  },
  referenceTooLong: defineMessage<{ max: number }>({
    id: 'ops.withdrawals.reference.tooLong',
    defaultMessage: 'The reference can have at most {max} characters.',
  }),
  fail: { id: 'ops.withdrawals.fail', defaultMessage: 'Fail' },
  reasonHint: {
    id: 'ops.withdrawals.reason.hint',
    defaultMessage: 'The creator reads this. The amount goes back to their balance.',
  },
  reasonRequired: { id: 'ops.withdrawals.reason.required', defaultMessage: 'Say why it failed.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'ops.withdrawals.reason.tooLong',
    defaultMessage: 'The reason can have at most {max} characters.',
  }),
  approved: {
    id: 'ops.withdrawals.done.approved',
    defaultMessage: 'Withdrawal approved. The creator was told.',
  },
  completed: {
    id: 'ops.withdrawals.done.completed',
    defaultMessage: 'Withdrawal marked paid out. The creator was sent the reference.',
  },
  failed: {
    id: 'ops.withdrawals.done.failed',
    defaultMessage: 'Withdrawal failed. The amount is back in the creator’s balance and they were told why.',
  },
});

/** The ledger's movement kinds (ledger-accounts.ts LEDGER_KIND) as finance reads them. */
export const ledgerKindMessages = defineMessages({
  payment: { id: 'ops.withdrawals.kind.payment', defaultMessage: 'Earning from a payment' },
  reversal: { id: 'ops.withdrawals.kind.reversal', defaultMessage: 'Refund or chargeback' },
  withdrawal_request: {
    id: 'ops.withdrawals.kind.withdrawalRequest',
    defaultMessage: 'Withdrawal requested',
  },
  withdrawal_complete: {
    id: 'ops.withdrawals.kind.withdrawalComplete',
    defaultMessage: 'Withdrawal paid out',
  },
  withdrawal_fail: {
    id: 'ops.withdrawals.kind.withdrawalFail',
    defaultMessage: 'Failed withdrawal returned',
  },
});
