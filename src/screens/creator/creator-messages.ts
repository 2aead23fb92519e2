import { defineMessage, defineMessages } from 'react-intl';
import { commonMessages } from '../../components/messages/common-messages.ts';

export const creatorMessages = defineMessages({
  // The 404 screen's words (src/screens/not-found), for an account that does not exist.
  notFoundTitle: commonMessages.notFoundTitle,
  notFoundBody: commonMessages.notFoundBody,
  backHome: commonMessages.backHome,
  postsLabel: defineMessage<{ name: string }>({
    id: 'creatorPage.postsLabel',
    defaultMessage: 'Posts by {name}',
  }),
  filterLabel: { id: 'creatorPage.filter', defaultMessage: 'Filter posts' },
  all: { id: 'creatorPage.filter.all', defaultMessage: 'All' },
  video: { id: 'creatorPage.filter.video', defaultMessage: 'Video' },
  image: { id: 'creatorPage.filter.image', defaultMessage: 'Image' },
  total: defineMessage<{ count: number }>({
    id: 'creatorPage.total',
    defaultMessage: '{count, plural, one {# post} other {# posts}}',
  }),
  empty: { id: 'creatorPage.empty', defaultMessage: 'No posts here yet' },
  emptyBody: {
    id: 'creatorPage.emptyBody',
    defaultMessage: 'When this creator publishes, the posts show up here.',
  },
  emptyFiltered: { id: 'creatorPage.emptyFiltered', defaultMessage: 'Nothing matches this filter yet.' },
  loadMoreFailed: { id: 'creatorPage.loadMoreFailed', defaultMessage: 'Couldn’t load more posts' },
  previewOnly: {
    id: 'creatorPage.previewOnly',
    defaultMessage: 'This is a preview: on your page, fans use this button.',
  },
});
