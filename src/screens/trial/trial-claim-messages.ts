import { defineMessage, defineMessages } from 'react-intl';
import type { TrialRefusal } from '../../contract/rules/trial-link-limits.ts';

/** The free trial claim screen (issue 25; docs/decisions/trials.md). */
export const trialClaimMessages = defineMessages({
  title: { id: 'trialClaim.title', defaultMessage: 'Free trial' },
  daysFree: defineMessage<{ days: number }>({
    id: 'trialClaim.daysFree',
    defaultMessage: '{days, plural, one {# day free} other {# days free}}',
  }),
  ofPlan: defineMessage<{ plan: string }>({ id: 'trialClaim.ofPlan', defaultMessage: 'of {plan}' }),
  terms: defineMessage<{ date: Date; price: string; period: number }>({
    id: 'trialClaim.terms',
    defaultMessage:
      'Your trial ends on {date, date, long}. Then your subscription renews at {price} every {period, plural, one {day} other {# days}} with your saved card, unless you cancel before.',
  }),
  once: {
    id: 'trialClaim.once',
    defaultMessage: 'For new subscribers: one free trial per creator. Cancel any time in My purchases.',
  },
  claim: { id: 'trialClaim.claim', defaultMessage: 'Start free trial' },
  signInToClaim: { id: 'trialClaim.signInToClaim', defaultMessage: 'Log in to start your free trial' },
  claimedTitle: { id: 'trialClaim.claimedTitle', defaultMessage: 'Your free trial has started' },
  claimed: defineMessage<{ date: Date; price: string }>({
    id: 'trialClaim.claimed',
    defaultMessage:
      'It ends on {date, date, long}, when your subscription renews at {price} unless you cancel.',
  }),
  seeCreator: { id: 'trialClaim.seeCreator', defaultMessage: 'See the posts' },
  mySubscriptions: { id: 'trialClaim.mySubscriptions', defaultMessage: 'My subscriptions' },
  failed: {
    id: 'trialClaim.failed',
    defaultMessage: 'That did not work. Check your connection and try again.',
  },
  loadFailed: { id: 'trialClaim.loadFailed', defaultMessage: 'This free trial could not be loaded' },
});

/** Why the viewer cannot claim, as the screen says it (the server words the same refusals on a claim). */
export const trialRefusalMessages = defineMessages({
  expired: { id: 'trialClaim.refusal.expired', defaultMessage: 'This free trial link has expired.' },
  ended: { id: 'trialClaim.refusal.ended', defaultMessage: 'The creator has ended this free trial.' },
  full: { id: 'trialClaim.refusal.full', defaultMessage: 'Every free trial of this link has been claimed.' },
  plan_off: { id: 'trialClaim.refusal.planOff', defaultMessage: 'This plan is not on sale at the moment.' },
  self: {
    id: 'trialClaim.refusal.self',
    defaultMessage: 'This is your own free trial link: share it with your fans.',
  },
  blocked: {
    id: 'trialClaim.refusal.blocked',
    defaultMessage: 'You cannot claim this free trial: one of you has blocked the other.',
  },
  claimed: {
    id: 'trialClaim.refusal.claimed',
    defaultMessage: 'You have already claimed a free trial from this creator.',
  },
  subscribed: {
    id: 'trialClaim.refusal.subscribed',
    defaultMessage:
      'Free trials are for new subscribers, and you already have or had a subscription with this creator.',
  },
} satisfies Record<TrialRefusal, unknown>);
