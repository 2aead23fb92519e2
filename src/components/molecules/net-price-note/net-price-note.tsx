import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { splitSale, type SaleRates } from '../../../contract/rules/sale-split.ts';
import { formatPrice } from '../../../i18n/format.ts';

const messages = defineMessages({
  noFee: defineMessage<{ net: string }>({
    id: 'netPrice.noFee',
    defaultMessage: 'You receive all of {net}: there is no platform fee.',
  }),
  afterFee: defineMessage<{ net: string; rate: string }>({
    id: 'netPrice.afterFee',
    defaultMessage: 'You receive {net} after the {rate} platform fee.',
  }),
  afterFeeAndCost: defineMessage<{ net: string; rate: string; cost: string }>({
    id: 'netPrice.afterFeeAndCost',
    defaultMessage: 'You receive {net} after the {rate} platform fee and {cost} payment cost.',
  }),
});

export interface NetPriceNoteProps {
  /** The price typed, currency units; null while the field holds none (nothing shows). */
  price: number | null;
  /** The deployment's fee and payment cost (app/config); undefined while they load (nothing shows). */
  rates: SaleRates | undefined;
  className?: string;
}

/**
 * What a creator receives of a price, before they publish it: the price less the platform fee
 * and the payment cost, split exactly as the ledger will split each sale (sale-split.ts).
 */
export function NetPriceNote({ price, rates, className = '' }: NetPriceNoteProps) {
  const intl = useIntl();
  if (price === null || price <= 0 || !rates) return null;
  const split = splitSale(Math.round(price * 100), rates);
  const net = formatPrice(intl, split.net / 100);
  const rate = intl.formatNumber(rates.feeBps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const text =
    split.cost > 0
      ? intl.formatMessage(messages.afterFeeAndCost, { net, rate, cost: formatPrice(intl, split.cost / 100) })
      : split.fee > 0
        ? intl.formatMessage(messages.afterFee, { net, rate })
        : intl.formatMessage(messages.noFee, { net });
  return (
    <span data-testid="net-price-note" className={`block tabular-nums ${className}`}>
      {text}
    </span>
  );
}
