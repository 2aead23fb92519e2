import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { PlanOffer } from '../../../contract/entities-social.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { Badge } from '../../atoms/badge/badge.tsx';

type Sentence = { price: string; oldPrice: string; percent: string; date: string };

export const offerPriceMessages = defineMessages({
  percentOff: defineMessage<{ percent: string }>({ id: 'offer.percentOff', defaultMessage: '{percent} off' }),
  firstPeriod: { id: 'offer.firstPeriod', defaultMessage: 'First period only' },
  everyPeriod: { id: 'offer.everyPeriod', defaultMessage: 'Every period' },
  ends: defineMessage<{ date: string }>({ id: 'offer.ends', defaultMessage: 'Offer ends {date}' }),
  sentenceFirst: defineMessage<Sentence>({
    id: 'offer.sentence.first',
    defaultMessage:
      'Offer: {price} instead of {oldPrice} for the first period, {percent} off, until {date}. Later periods cost {oldPrice}.',
  }),
  sentenceEvery: defineMessage<Sentence>({
    id: 'offer.sentence.every',
    defaultMessage: 'Offer: {price} instead of {oldPrice} for every period, {percent} off, until {date}.',
  }),
});

export interface OfferPriceProps {
  /** The plan's own price (currency units), shown struck through. */
  price: number;
  offer: PlanOffer;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const NEW_PRICE = {
  sm: 'text-sm font-semibold',
  md: 'text-base font-bold',
  lg: 'text-2xl font-bold',
} as const;

/**
 * A plan's price under an offer (issue 25): the old price struck through, the new one, the
 * percentage off, for which periods and when the offer ends, in the reader's language. The
 * figures are one sentence for a screen reader, not loose numbers.
 */
export function OfferPrice({ price, offer, size = 'md', className = '' }: OfferPriceProps) {
  const intl = useIntl();
  const values: Sentence = {
    price: formatPrice(intl, offer.price),
    oldPrice: formatPrice(intl, price),
    percent: intl.formatNumber(offer.percent / 100, { style: 'percent' }),
    date: intl.formatDate(offer.ends_ts * 1000, { dateStyle: 'medium' }),
  };
  const sentence =
    offer.scope === 'every' ? offerPriceMessages.sentenceEvery : offerPriceMessages.sentenceFirst;
  return (
    <span className={`flex flex-col gap-0.5 ${className}`}>
      <span className="sr-only">{intl.formatMessage(sentence, values)}</span>
      <span aria-hidden="true" className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={`tabular-nums text-brand-700 ${NEW_PRICE[size]}`}>{values.price}</span>
        <s className="text-sm tabular-nums text-ink-muted">{values.oldPrice}</s>
        <Badge tone="warning" size="sm">
          {intl.formatMessage(offerPriceMessages.percentOff, { percent: values.percent })}
        </Badge>
      </span>
      <span aria-hidden="true" className="text-xs text-ink-muted">
        {intl.formatMessage(
          offer.scope === 'every' ? offerPriceMessages.everyPeriod : offerPriceMessages.firstPeriod,
        )}
        {' · '}
        {intl.formatMessage(offerPriceMessages.ends, { date: values.date })}
      </span>
    </span>
  );
}
