import { defineMessages } from 'react-intl';

/** The names of a sale's figures and entry types, shared by the sale row and the statement. */
export const saleFiguresMessages = defineMessages({
  gross: { id: 'sale.gross', defaultMessage: 'Gross' },
  fee: { id: 'sale.fee', defaultMessage: 'Platform fee' },
  paymentCost: { id: 'sale.paymentCost', defaultMessage: 'Payment cost' },
  net: { id: 'sale.net', defaultMessage: 'Net' },
  orderId: { id: 'sale.orderId', defaultMessage: 'Order' },
  refund: { id: 'sale.entry.refund', defaultMessage: 'Refund' },
  chargeback: { id: 'sale.entry.chargeback', defaultMessage: 'Chargeback' },
  sale: { id: 'sale.entry.sale', defaultMessage: 'Sale' },
  withdrawal: { id: 'sale.entry.withdrawal', defaultMessage: 'Withdrawal' },
  withdrawalReturned: { id: 'sale.entry.withdrawalReturned', defaultMessage: 'Withdrawal returned' },
});
