import type { IntlShape } from 'react-intl';
import { ORDER_KIND_MESSAGES } from '../../../components/molecules/transaction-row/order-kind-messages.ts';
import { saleFiguresMessages as f } from '../../../components/molecules/sale-row/sale-figures-messages.ts';
import { BALANCE_ENTRY_TYPES, type Statement } from '../../../contract/entities-sales.ts';
import { ORDER_KINDS } from '../../../contract/enums.ts';
import { statementCsv, type StatementCsvLabels } from './statement-csv.ts';
import { statementMessages as m } from './statement-messages.ts';
import { ENTRY_MESSAGES } from './statement-table.tsx';

/** The CSV's words in the reader's language. */
export function csvLabelsOf(intl: IntlShape): StatementCsvLabels {
  const say = intl.formatMessage;
  return {
    columns: [
      say(m.date),
      say(m.entry),
      say(m.kind),
      say(m.item),
      say(f.orderId),
      say(f.gross),
      say(f.fee),
      say(f.paymentCost),
      say(f.net),
    ],
    entries: Object.fromEntries(
      BALANCE_ENTRY_TYPES.map((type) => [type, say(ENTRY_MESSAGES[type])]),
    ) as StatementCsvLabels['entries'],
    kinds: Object.fromEntries(
      ORDER_KINDS.map((kind) => [kind, say(ORDER_KIND_MESSAGES[kind])]),
    ) as StatementCsvLabels['kinds'],
    opening: say(m.opening),
    total: say(m.total),
    closing: say(m.closing),
  };
}

/** Saves the statement as `statement-YYYY-MM.csv` through a temporary link (no server round trip). */
export function downloadStatementCsv(statement: Statement, intl: IntlShape): void {
  const blob = new Blob([statementCsv(statement, csvLabelsOf(intl))], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-${statement.month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
