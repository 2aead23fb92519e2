import { defineMessages } from 'react-intl';

/** The withdrawal history's messages (spec §2, §4). */
export const withdrawalHistoryMessages = defineMessages({
  title: { id: 'withdrawalHistory.title', defaultMessage: 'Withdrawal history' },
  balance: { id: 'withdrawalHistory.balance', defaultMessage: 'Balance' },
  withdraw: { id: 'withdrawalHistory.withdraw', defaultMessage: 'Withdraw' },
  empty: { id: 'withdrawalHistory.empty', defaultMessage: 'No withdrawals yet' },
  emptyHint: {
    id: 'withdrawalHistory.emptyHint',
    defaultMessage: 'When you withdraw your earnings, each request and its status show here.',
  },
});
