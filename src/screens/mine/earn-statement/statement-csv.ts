/**
 * A monthly statement as CSV (RFC 4180): the same lines as the printed page, for a spreadsheet.
 * UTF-8 with a byte order mark, so spreadsheet programs read non-Latin names right; amounts with a
 * dot and two decimals whatever the reader's language, so every spreadsheet reads them as numbers;
 * dates ISO 8601 UTC, like the statement's months.
 */
import type { BalanceEntryType, Statement } from '../../../contract/entities-sales.ts';
import type { OrderKind } from '../../../contract/enums.ts';

/** The words of the file, in the reader's language. */
export interface StatementCsvLabels {
  /** Date, Entry, Kind, Item, Order, Gross, Platform fee, Payment cost, Net. */
  columns: readonly [string, string, string, string, string, string, string, string, string];
  entries: Record<BalanceEntryType, string>;
  kinds: Record<OrderKind, string>;
  opening: string;
  total: string;
  closing: string;
}

const BOM = '\uFEFF';

/** An amount as `-1234.50`: a dot, two decimals, no grouping. */
export function csvAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/**
 * One text cell: quoted when it holds a comma, a quote or a line break; a text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe, as OWASP advises.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The statement's file: a header, the opening balance, every entry, the totals, the closing balance. */
export function statementCsv(statement: Statement, labels: StatementCsvLabels): string {
  const row = (cells: string[]) => cells.join(',');
  const balanceRow = (label: string, amount: number) =>
    row(['', csvText(label), '', '', '', '', '', '', csvAmount(amount)]);
  const lines = [
    row(labels.columns.map(csvText)),
    balanceRow(labels.opening, statement.opening_balance),
    ...statement.list.map((entry) =>
      row([
        entry.created_at,
        csvText(labels.entries[entry.entry]),
        entry.kind ? csvText(labels.kinds[entry.kind]) : '',
        csvText(entry.item_name),
        csvText(entry.order_id || (entry.withdrawal_id ? String(entry.withdrawal_id) : '')),
        csvAmount(entry.gross),
        csvAmount(entry.fee),
        csvAmount(entry.payment_cost),
        csvAmount(entry.net),
      ]),
    ),
    row([
      '',
      csvText(labels.total),
      '',
      '',
      '',
      csvAmount(statement.totals.gross),
      csvAmount(statement.totals.fee),
      csvAmount(statement.totals.payment_cost),
      csvAmount(statement.totals.net),
    ]),
    balanceRow(labels.closing, statement.closing_balance),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
