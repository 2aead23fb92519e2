import { useIntl } from 'react-intl';
import type { Sale } from '../../../contract/entities-sales.ts';
import { TO_THE_MINUTE } from '../../../i18n/date-formats.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { ORDER_KIND_MESSAGES } from '../transaction-row/order-kind-messages.ts';
import { saleFiguresMessages as m } from './sale-figures-messages.ts';

export interface SaleRowProps {
  sale: Sale;
  /** The row's heading level. @default 3 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * One line of a creator's sales: what was sold, its kind, when, the order's id, and where the money
 * went (gross, platform fee, payment cost, net). A refund or chargeback is its own line, marked
 * and negative, so the sale above it keeps what it earned.
 */
export function SaleRow({ sale, headingLevel = 3, className = '' }: SaleRowProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reversal = sale.entry !== 'sale';
  const figures = [
    { label: m.gross, value: sale.gross },
    { label: m.fee, value: sale.fee },
    { label: m.paymentCost, value: sale.payment_cost },
    { label: m.net, value: sale.net },
  ];
  return (
    <article className={`flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60 ${className}`}>
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* A plan's or a post's name: the creator's words, isolated for direction. */}
          <Heading dir="auto" className="truncate font-semibold text-ink">
            {sale.item_name || intl.formatMessage(ORDER_KIND_MESSAGES[sale.kind])}
          </Heading>
          <p className="text-sm text-ink-muted">
            {intl.formatMessage(ORDER_KIND_MESSAGES[sale.kind])}
            <span aria-hidden="true"> · </span>
            <time dateTime={sale.created_at}>{intl.formatDate(sale.created_ts * 1000, TO_THE_MINUTE)}</time>
          </p>
          <p className="text-xs text-ink-muted">
            {intl.formatMessage(m.orderId)} <bdi className="font-mono">{sale.order_id}</bdi>
          </p>
        </div>
        {reversal ? (
          <Badge tone={sale.entry === 'chargeback' ? 'danger' : 'brand'} size="sm">
            {intl.formatMessage(sale.entry === 'chargeback' ? m.chargeback : m.refund)}
          </Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label.id} className="flex flex-col">
            <dt className="text-ink-muted">{intl.formatMessage(figure.label)}</dt>
            <dd
              className={`tabular-nums ${figure.label === m.net ? 'font-semibold' : ''} ${
                figure.value < 0 ? 'text-red-700' : 'text-ink'
              }`}
            >
              {formatPrice(intl, figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
