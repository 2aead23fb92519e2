import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/atoms/badge/badge.tsx';
import { Price } from '../../../components/atoms/price/price.tsx';
import type { MoneyView } from '../../../contract/calls/ops-money.ts';
import { opsMoneyMessages } from './ops-money-messages.ts';

function Figure({ label, value, extra }: { label: string; value: number; extra?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-card p-4 ring-1 ring-line">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <Price value={value} size="lg" />
        {extra}
      </dd>
    </div>
  );
}

/** The period's figures and the two checks: the ledger sums to zero, the provider agrees. */
export function MoneyFigures({ money }: { money: MoneyView }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { reconciliation } = money;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{text(opsMoneyMessages.figures)}</h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure label={text(opsMoneyMessages.grossSales)} value={money.gross_sales} />
          <Figure label={text(opsMoneyMessages.refunds)} value={money.refunds} />
          <Figure label={text(opsMoneyMessages.platformFees)} value={money.platform_fees} />
          <Figure label={text(opsMoneyMessages.paymentCosts)} value={money.payment_costs} />
          <Figure label={text(opsMoneyMessages.creatorEarnings)} value={money.creator_earnings} />
          <Figure label={text(opsMoneyMessages.payouts)} value={money.payouts} />
          <Figure
            label={text(opsMoneyMessages.ledgerSum)}
            value={money.ledger_sum}
            extra={
              <Badge tone={money.ledger_sum === 0 ? 'success' : 'danger'}>
                {text(money.ledger_sum === 0 ? opsMoneyMessages.balanced : opsMoneyMessages.unbalanced)}
              </Badge>
            }
          />
        </dl>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{text(opsMoneyMessages.reconciliation)}</h2>
        {reconciliation ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure
              label={text(opsMoneyMessages.providerCaptured, { provider: reconciliation.provider })}
              value={reconciliation.provider_captured}
            />
            <Figure label={text(opsMoneyMessages.ledgerPayments)} value={reconciliation.ledger_payments} />
            <Figure
              label={text(opsMoneyMessages.difference)}
              value={reconciliation.difference}
              extra={
                <Badge tone={reconciliation.difference === 0 ? 'success' : 'danger'}>
                  {text(
                    reconciliation.difference === 0 ? opsMoneyMessages.matches : opsMoneyMessages.differs,
                  )}
                </Badge>
              }
            />
          </dl>
        ) : (
          <p className="rounded-card p-4 text-ink-muted ring-1 ring-line">
            {text(opsMoneyMessages.noProviderRecords)}
          </p>
        )}
      </section>
    </div>
  );
}
