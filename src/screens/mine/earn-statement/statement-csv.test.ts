import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../contract/entities-sales.ts';
import { csvAmount, csvText, statementCsv, type StatementCsvLabels } from './statement-csv.ts';

const LABELS: StatementCsvLabels = {
  columns: ['Date', 'Entry', 'Kind', 'Item', 'Order', 'Gross', 'Platform fee', 'Payment cost', 'Net'],
  entries: {
    sale: 'Sale',
    refund: 'Refund',
    chargeback: 'Chargeback',
    withdrawal: 'Withdrawal',
    withdrawal_returned: 'Withdrawal returned',
  },
  kinds: {
    subscription: 'Subscription',
    renewal: 'Renewal',
    post: 'Post purchase',
    tip: 'Tip',
    message: 'Paid message',
  },
  opening: 'Opening balance',
  total: 'Total',
  closing: 'Closing balance',
};

const entry = {
  kind: 'post' as const,
  withdrawal_id: null,
  created_ts: 1_772_323_200,
  created_at: '2026-03-01T00:00:00.000Z',
};

const STATEMENT: Statement = {
  month: '2026-03',
  opening_balance: 173.9,
  closing_balance: -56.75,
  totals: { gross: -250, fee: -15, payment_cost: -4.35, net: -230.65 },
  list: [
    {
      ...entry,
      id: 1,
      entry: 'sale',
      kind: 'subscription',
      item_name: 'Inner, "circle"',
      order_id: 'ord_a',
      gross: 50,
      fee: 5,
      payment_cost: 1.75,
      net: 43.25,
    },
    {
      ...entry,
      id: 2,
      entry: 'withdrawal',
      kind: null,
      item_name: '',
      order_id: '',
      withdrawal_id: 7,
      gross: -100,
      fee: 0,
      payment_cost: 0,
      net: -100,
    },
    {
      ...entry,
      id: 3,
      entry: 'refund',
      item_name: '=HYPERLINK("x")',
      order_id: 'ord_b',
      gross: -200,
      fee: -20,
      payment_cost: -6.1,
      net: -173.9,
    },
  ],
};

describe('the statement as CSV', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = statementCsv(STATEMENT, LABELS);
    expect(csv.startsWith('\uFEFFDate,Entry,Kind,Item,Order,Gross,Platform fee,Payment cost,Net\r\n')).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('has the opening balance, every entry with its order id, the totals and the closing balance', () => {
    const lines = statementCsv(STATEMENT, LABELS).slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Date,Entry,Kind,Item,Order,Gross,Platform fee,Payment cost,Net',
      ',Opening balance,,,,,,,173.90',
      '2026-03-01T00:00:00.000Z,Sale,Subscription,"Inner, ""circle""",ord_a,50.00,5.00,1.75,43.25',
      '2026-03-01T00:00:00.000Z,Withdrawal,,,7,-100.00,0.00,0.00,-100.00',
      `2026-03-01T00:00:00.000Z,Refund,Post purchase,"'=HYPERLINK(""x"")",ord_b,-200.00,-20.00,-6.10,-173.90`,
      ',Total,,,,-250.00,-15.00,-4.35,-230.65',
      ',Closing balance,,,,,,,-56.75',
    ]);
  });

  it('writes amounts with a dot and two decimals, never grouped or in exponent form', () => {
    expect(csvAmount(1234.5)).toBe('1234.50');
    expect(csvAmount(-0.1 - 0.2)).toBe('-0.30');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(1e7)).toBe('10000000.00');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('a\nb')).toBe('"a\nb"');
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@sum')).toBe("'@sum");
    expect(csvText('مرحبا')).toBe('مرحبا');
  });
});
