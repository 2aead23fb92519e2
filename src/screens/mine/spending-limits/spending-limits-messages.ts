import { defineMessage, defineMessages } from 'react-intl';

/** The words of the spending limits page (mine/buy/limits, issue 26). */
export const spendingLimitsMessages = defineMessages({
  title: { id: 'spending.title', defaultMessage: 'Spending limits' },
  intro: defineMessage<{ date: string }>({
    id: 'spending.intro',
    defaultMessage:
      'Set the most you can be charged in a calendar month: subscriptions, renewals, posts, paid messages and tips all count, and refunds give the room back. A payment that would pass a limit is refused before you are charged. This month’s spending starts again from 0 on {date}.',
  }),
  overall: { id: 'spending.overall', defaultMessage: 'All creators' },
  overallHint: { id: 'spending.overallHint', defaultMessage: 'Everything you pay, whoever it goes to.' },
  perCreator: { id: 'spending.perCreator', defaultMessage: 'Per creator' },
  noCreators: {
    id: 'spending.noCreators',
    defaultMessage:
      'Creators you subscribe to or pay this month appear here, each with a limit of their own.',
  },
  setLimit: { id: 'spending.setLimit', defaultMessage: 'Set a limit' },
  changeLimit: { id: 'spending.changeLimit', defaultMessage: 'Change' },
  removeLimit: { id: 'spending.removeLimit', defaultMessage: 'Remove' },
  limitFor: defineMessage<{ name: string }>({
    id: 'spending.limitFor',
    defaultMessage: 'Monthly limit for {name}',
  }),
  amountHint: {
    id: 'spending.amountHint',
    defaultMessage: 'A limit below what you have already spent is allowed: it refuses further payments.',
  },
  save: { id: 'spending.save', defaultMessage: 'Save limit' },
  cancel: { id: 'spending.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'spending.saved', defaultMessage: 'Limit saved' },
  removed: { id: 'spending.removed', defaultMessage: 'Limit removed' },
  removeFailed: defineMessage<{ reason: string }>({
    id: 'spending.removeFailed',
    defaultMessage: 'The limit could not be removed: {reason}',
  }),
  required: { id: 'rule.spendingLimit.required', defaultMessage: 'Enter an amount.' },
  notNumber: {
    id: 'rule.spendingLimit.notNumber',
    defaultMessage: 'Enter an amount above 0, like 25 or 49.99.',
  },
  decimals: { id: 'rule.spendingLimit.decimals', defaultMessage: 'Use at most two decimals.' },
  entry: { id: 'spending.entry', defaultMessage: 'Spending limits' },
  entryHint: { id: 'spending.entryHint', defaultMessage: 'Cap what you spend each month' },
});
