import { defineMessages } from 'react-intl';
import { commonMessages } from '../../../components/messages/common-messages.ts';

export const mineMessages = defineMessages({
  title: { id: 'mine.title', defaultMessage: 'Me' },
  managePlans: { id: 'mine.managePlans', defaultMessage: 'Subscription plans' },
  massMessages: { id: 'mine.massMessages', defaultMessage: 'Mass messages' },
  interests: { id: 'mine.interests', defaultMessage: 'Topics you like' },
  collections: { id: 'mine.collections', defaultMessage: 'Liked and purchased posts' },
  collected: { id: 'mine.tab.collected', defaultMessage: 'Collected' },
  purchased: { id: 'mine.tab.purchased', defaultMessage: 'Purchased' },
  seeAll: { id: 'mine.seeAll', defaultMessage: 'See all' },
  settings: { id: 'mine.settings', defaultMessage: 'Settings' },
  profileLink: { id: 'mine.profileLink', defaultMessage: 'Your profile' },
  language: commonMessages.language,
});
