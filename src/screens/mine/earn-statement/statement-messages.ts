import { defineMessage, defineMessages } from 'react-intl';

/** The monthly statement's messages. */
export const statementMessages = defineMessages({
  title: defineMessage<{ month: string }>({ id: 'statement.title', defaultMessage: 'Statement, {month}' }),
  utc: {
    id: 'statement.utc',
    defaultMessage: 'Times are UTC; the month runs from its first to its last day in UTC.',
  },
  print: { id: 'statement.print', defaultMessage: 'Print' },
  download: { id: 'statement.download', defaultMessage: 'Download CSV' },
  date: { id: 'statement.column.date', defaultMessage: 'Date' },
  entry: { id: 'statement.column.entry', defaultMessage: 'Entry' },
  kind: { id: 'statement.column.kind', defaultMessage: 'Kind' },
  item: { id: 'statement.column.item', defaultMessage: 'What was sold' },
  opening: { id: 'statement.opening', defaultMessage: 'Opening balance' },
  total: { id: 'statement.total', defaultMessage: 'Total' },
  closing: { id: 'statement.closing', defaultMessage: 'Closing balance' },
  empty: { id: 'statement.empty', defaultMessage: 'Nothing changed your balance this month.' },
  badMonth: { id: 'statement.badMonth', defaultMessage: 'Choose a month from your earnings.' },
});
