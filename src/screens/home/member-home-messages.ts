import { defineMessages } from 'react-intl';

/** The messages of a signed-in member's home (its own chunk, so none in a first visit's catalogue). */
export const memberHomeMessages = defineMessages({
  subscribed: { id: 'home.tab.subscribed', defaultMessage: 'Subscribed' },
  foryou: { id: 'home.tab.foryou', defaultMessage: 'For you' },
  subscribedEmpty: { id: 'home.subscribed.empty', defaultMessage: 'Nothing new from your creators' },
  subscribedEmptyBody: {
    id: 'home.subscribed.emptyBody',
    defaultMessage: 'Posts from the creators you subscribe to show up here as they publish.',
  },
  foryouEmpty: { id: 'home.foryou.empty', defaultMessage: 'No posts in your topics yet' },
  foryouEmptyBody: {
    id: 'home.foryou.emptyBody',
    defaultMessage: 'Try adding a few more topics, or look at what is popular.',
  },
  related: { id: 'home.related.title', defaultMessage: 'Related creators' },
  showMore: { id: 'home.related.showMore', defaultMessage: 'Show more' },
  interestsTitle: { id: 'home.interests.title', defaultMessage: 'What do you like?' },
  interestsBody: {
    id: 'home.interests.body',
    defaultMessage: 'Pick at least 3 topics and get a For you feed made of them.',
  },
  interestsChoose: { id: 'home.interests.choose', defaultMessage: 'Choose topics' },
  interestsLater: { id: 'home.interests.later', defaultMessage: 'Not now' },
});
