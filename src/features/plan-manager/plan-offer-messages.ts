import { defineMessage, defineMessages } from 'react-intl';

/** The plan manager's offer view (issue 25): the form of a new offer, and the running one with End. */
export const planOfferMessages = defineMessages({
  intro: {
    id: 'planManager.offer.intro',
    defaultMessage:
      'Take a percentage off this plan for a limited time. Fans see the old price struck through and the new one.',
  },
  percent: { id: 'planManager.offer.percent', defaultMessage: 'Percentage off' },
  percentHint: defineMessage<{ min: number; max: number }>({
    id: 'planManager.offer.percentHint',
    defaultMessage: 'A whole number from {min} to {max}.',
  }),
  newPrice: defineMessage<{ price: string; oldPrice: string }>({
    id: 'planManager.offer.newPrice',
    defaultMessage: 'Fans pay {price} instead of {oldPrice}.',
  }),
  scope: { id: 'planManager.offer.scope', defaultMessage: 'The offer price applies to' },
  scopeFirst: { id: 'planManager.offer.scopeFirst', defaultMessage: 'The first period only' },
  scopeEvery: { id: 'planManager.offer.scopeEvery', defaultMessage: 'Every period' },
  scopeFirstHint: {
    id: 'planManager.offer.scopeFirstHint',
    defaultMessage: 'Renewals cost the plan price.',
  },
  scopeEveryHint: {
    id: 'planManager.offer.scopeEveryHint',
    defaultMessage: 'Fans who subscribe during the offer keep the offer price on every renewal.',
  },
  endsOn: { id: 'planManager.offer.endsOn', defaultMessage: 'Last day of the offer' },
  start: { id: 'planManager.offer.start', defaultMessage: 'Start offer' },
  started: { id: 'planManager.offer.started', defaultMessage: 'Offer started' },
  running: { id: 'planManager.offer.running', defaultMessage: 'This plan has an offer running.' },
  end: { id: 'planManager.offer.end', defaultMessage: 'End offer now' },
  ended: { id: 'planManager.offer.ended', defaultMessage: 'Offer ended' },
  keepNote: {
    id: 'planManager.offer.keepNote',
    defaultMessage: 'Ending it stops new subscriptions at the offer price; fans who already have it keep it.',
  },
  rulePercent: defineMessage<{ min: number; max: number }>({
    id: 'rule.offer.percent',
    defaultMessage: 'Choose a whole percentage from {min} to {max}.',
  }),
  ruleBelowMinimum: defineMessage<{ min: string }>({
    id: 'rule.offer.belowMinimum',
    defaultMessage: 'That leaves less than {min}, the lowest plan price. Choose a smaller percentage.',
  }),
  ruleEndsOn: defineMessage<{ last: string }>({
    id: 'rule.offer.endsOn',
    defaultMessage: 'Choose a last day from today to {last}.',
  }),
});
