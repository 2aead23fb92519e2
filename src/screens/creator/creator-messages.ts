import { defineMessage, defineMessages } from 'react-intl';

export const creatorMessages = defineMessages({
  // The 404 screen's words (src/screens/not-found), for an account that does not exist.
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'This page doesn’t exist' },
  notFoundBody: {
    id: 'notFound.body',
    defaultMessage: 'The link may be broken, or the page may have been removed.',
  },
  backHome: { id: 'common.backHome', defaultMessage: 'Back to home' },
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
});
