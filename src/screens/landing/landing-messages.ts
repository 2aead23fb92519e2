import { defineMessages } from 'react-intl';
import { legalMessages } from '../../components/messages/legal-messages.ts';

export const landingMessages = defineMessages({
  explore: { id: 'landing.cta.explore', defaultMessage: 'Explore creators' },
  join: { id: 'landing.cta.join', defaultMessage: 'Join for free' },
  start: { id: 'landing.cta.startCreating', defaultMessage: 'Start creating' },
  heroEyebrow: { id: 'landing.hero.eyebrow', defaultMessage: 'The home of independent creators' },
  heroTitle: { id: 'landing.hero.title', defaultMessage: 'Your content. Your fans. Your income.' },
  heroBody: {
    id: 'landing.hero.body',
    defaultMessage:
      'Share photos and videos with the people who love your work, offer subscriptions and paid posts, and chat one to one — in 15 languages.',
  },
  showcase: { id: 'landing.showcase.label', defaultMessage: 'What you can do' },
  slideSubscribeTitle: { id: 'landing.slide.subscribe.title', defaultMessage: 'Subscriptions your way' },
  slideSubscribeBody: {
    id: 'landing.slide.subscribe.body',
    defaultMessage: 'Up to ten plans with your own prices, lengths and perks.',
  },
  slideSellTitle: { id: 'landing.slide.sell.title', defaultMessage: 'Sell single posts' },
  slideSellBody: {
    id: 'landing.slide.sell.body',
    defaultMessage: 'Set a price on any post and unlock it for buyers instantly.',
  },
  slideChatTitle: { id: 'landing.slide.chat.title', defaultMessage: 'Talk to your fans' },
  slideChatBody: {
    id: 'landing.slide.chat.body',
    defaultMessage: 'Private messages that keep your community close.',
  },
  statsLabel: { id: 'landing.stats.label', defaultMessage: 'FanVault in numbers' },
  countries: { id: 'landing.stats.countries', defaultMessage: 'countries' },
  creators: { id: 'landing.stats.creators', defaultMessage: 'creators' },
  charge: { id: 'landing.stats.charge', defaultMessage: 'charge to join' },
  advantagesTitle: { id: 'landing.advantages.title', defaultMessage: 'Built for creators who mean business' },
  earnTitle: { id: 'landing.advantages.earn.title', defaultMessage: 'Keep more of what you earn' },
  earnBody: {
    id: 'landing.advantages.earn.body',
    defaultMessage: 'Free to join, transparent earnings and withdrawals whenever you reach the minimum.',
  },
  globalTitle: { id: 'landing.advantages.global.title', defaultMessage: 'A global audience' },
  globalBody: {
    id: 'landing.advantages.global.body',
    defaultMessage: 'Fans in more than 20 countries discover you in their own language.',
  },
  safeTitle: { id: 'landing.advantages.safe.title', defaultMessage: 'Protected content' },
  safeBody: {
    id: 'landing.advantages.safe.body',
    defaultMessage: 'Locked posts stay blurred until a fan subscribes or buys. Originals are never exposed.',
  },
  closeTitle: { id: 'landing.advantages.close.title', defaultMessage: 'Closer to your fans' },
  closeBody: {
    id: 'landing.advantages.close.body',
    defaultMessage: 'Comments, likes and one-to-one chat turn followers into a community.',
  },
  academyEyebrow: { id: 'landing.academy.eyebrow', defaultMessage: 'Creator Academy' },
  academyTitle: { id: 'landing.academy.title', defaultMessage: 'Learn to grow from day one' },
  academyBody: {
    id: 'landing.academy.body',
    defaultMessage:
      'Six short video lessons on setting up your page, pricing plans and keeping fans engaged.',
  },
  academyCta: { id: 'landing.academy.cta', defaultMessage: 'Watch the lessons' },
  footerTerms: legalMessages.terms,
  footerPrivacy: legalMessages.privacy,
  footerCookies: legalMessages.cookies,
  footerDmca: legalMessages.dmca,
  footerLabel: legalMessages.legal,
});
