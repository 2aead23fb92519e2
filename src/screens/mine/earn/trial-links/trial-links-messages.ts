import { defineMessage, defineMessages } from 'react-intl';

/** mine-earn's Free trial links section (issue 25; docs/decisions/trials.md). */
export const trialLinksMessages = defineMessages({
  title: { id: 'trialLinks.title', defaultMessage: 'Free trial links' },
  intro: {
    id: 'trialLinks.intro',
    defaultMessage:
      'Give new fans some days of a plan for free. After the trial their subscription renews at the plan’s price unless they cancel. Each fan can claim one trial from you.',
  },
  plan: { id: 'trialLinks.plan', defaultMessage: 'Plan' },
  choosePlan: { id: 'trialLinks.choosePlan', defaultMessage: 'Choose a plan' },
  noPlans: {
    id: 'trialLinks.noPlans',
    defaultMessage: 'Put a plan on sale first: a free trial is a trial of one of your plans.',
  },
  days: { id: 'trialLinks.days', defaultMessage: 'Days free' },
  maxClaims: { id: 'trialLinks.maxClaims', defaultMessage: 'How many fans can claim it' },
  expiresOn: { id: 'trialLinks.expiresOn', defaultMessage: 'Last day to claim' },
  create: { id: 'trialLinks.create', defaultMessage: 'Create trial link' },
  created: { id: 'trialLinks.created', defaultMessage: 'Trial link created' },
  planRequired: { id: 'rule.trialLink.plan', defaultMessage: 'Choose a plan.' },
  daysRange: defineMessage<{ min: number; max: number }>({
    id: 'rule.trialLink.days',
    defaultMessage: 'A free trial lasts {min} to {max} days.',
  }),
  claimsRange: defineMessage<{ min: number; max: number }>({
    id: 'rule.trialLink.claims',
    defaultMessage: 'Allow {min} to {max, number} claims.',
  }),
  expiryRange: defineMessage<{ max: number }>({
    id: 'rule.trialLink.expiry',
    defaultMessage: 'Pick a day from today to {max} days from now.',
  }),
  empty: { id: 'trialLinks.empty', defaultMessage: 'No free trial links yet' },
  emptyHint: {
    id: 'trialLinks.emptyHint',
    defaultMessage: 'Make a link, share it where new fans find you, and see how many claim it.',
  },
  more: { id: 'trialLinks.more', defaultMessage: 'Show more trial links' },
  endTitle: { id: 'trialLinks.endTitle', defaultMessage: 'End this trial link?' },
  endMessage: {
    id: 'trialLinks.endMessage',
    defaultMessage: 'Nobody else can claim it. Fans who already claimed keep their trial.',
  },
  endConfirm: { id: 'trialLinks.endConfirm', defaultMessage: 'End link' },
  cancel: { id: 'trialLinks.cancel', defaultMessage: 'Cancel' },
  ended: { id: 'trialLinks.endedPopup', defaultMessage: 'Trial link ended' },
  failed: {
    id: 'trialLinks.failed',
    defaultMessage: 'That did not work. Check your connection and try again.',
  },
});
