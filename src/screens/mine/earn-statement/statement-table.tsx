import { useIntl, type MessageDescriptor } from 'react-intl';
import { ORDER_KIND_MESSAGES } from '../../../components/molecules/transaction-row/order-kind-messages.ts';
import { saleFiguresMessages as f } from '../../../components/molecules/sale-row/sale-figures-messages.ts';
import type { BalanceEntryType, Statement } from '../../../contract/entities-sales.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { statementMessages as m } from './statement-messages.ts';

/** How each entry type reads. */
export const ENTRY_MESSAGES: Record<BalanceEntryType, MessageDescriptor> = {
  sale: f.sale,
  refund: f.refund,
  chargeback: f.chargeback,
  withdrawal: f.withdrawal,
  withdrawal_returned: f.withdrawalReturned,
};

const CELL = 'px-2 py-1.5 text-start align-top';
const AMOUNT = 'px-2 py-1.5 text-end tabular-nums whitespace-nowrap';

/**
 * The statement's lines as a table that prints on A4: the opening balance, each entry with its
 * order (or withdrawal) id and its figures, the totals and the closing balance.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const intl = useIntl();
  const money = (amount: number) => (
    <span className={amount < 0 ? 'text-red-700 print:text-black' : ''}>{formatPrice(intl, amount)}</span>
  );
  const balanceRow = (label: MessageDescriptor, amount: number) => (
    <tr className="border-t border-line font-semibold">
      <th scope="row" colSpan={8} className={CELL}>
        {intl.formatMessage(label)}
      </th>
      <td className={AMOUNT}>{money(amount)}</td>
    </tr>
  );
  const heads = [m.date, m.entry, m.kind, m.item, f.orderId];
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full min-w-[720px] border-collapse text-sm print:min-w-0 print:text-[9pt]">
        <thead>
          <tr className="border-b border-line-strong text-ink-muted">
            {heads.map((head) => (
              <th key={head.id} scope="col" className={CELL}>
                {intl.formatMessage(head)}
              </th>
            ))}
            {[f.gross, f.fee, f.paymentCost, f.net].map((head) => (
              <th key={head.id} scope="col" className={AMOUNT}>
                {intl.formatMessage(head)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {balanceRow(m.opening, statement.opening_balance)}
          {statement.list.map((entry) => (
            <tr key={entry.id} className="border-t border-line/60 break-inside-avoid">
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>
                  {intl.formatDate(entry.created_ts * 1000, {
                    dateStyle: 'short',
                    timeStyle: 'short',
                    timeZone: 'UTC',
                  })}
                </time>
              </td>
              <td className={CELL}>{intl.formatMessage(ENTRY_MESSAGES[entry.entry])}</td>
              <td className={CELL}>
                {entry.kind ? intl.formatMessage(ORDER_KIND_MESSAGES[entry.kind]) : ''}
              </td>
              <td dir="auto" className={`${CELL} max-w-48 break-words`}>
                {entry.item_name}
              </td>
              <td className={`${CELL} font-mono text-xs`}>
                <bdi>{entry.order_id || (entry.withdrawal_id ?? '')}</bdi>
              </td>
              <td className={AMOUNT}>{money(entry.gross)}</td>
              <td className={AMOUNT}>{money(entry.fee)}</td>
              <td className={AMOUNT}>{money(entry.payment_cost)}</td>
              <td className={`${AMOUNT} font-semibold`}>{money(entry.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-line-strong font-semibold">
            <th scope="row" colSpan={5} className={CELL}>
              {intl.formatMessage(m.total)}
            </th>
            <td className={AMOUNT}>{money(statement.totals.gross)}</td>
            <td className={AMOUNT}>{money(statement.totals.fee)}</td>
            <td className={AMOUNT}>{money(statement.totals.payment_cost)}</td>
            <td className={AMOUNT}>{money(statement.totals.net)}</td>
          </tr>
          {balanceRow(m.closing, statement.closing_balance)}
        </tfoot>
      </table>
    </div>
  );
}
