import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Home' },
  feedLabel: { id: 'home.feed.label', defaultMessage: 'Posts' },
  popular: { id: 'home.tab.popular', defaultMessage: 'Popular' },
  new: { id: 'home.tab.new', defaultMessage: 'New' },
  newCreators: { id: 'home.newCreators.title', defaultMessage: 'New creators' },
  aside: { id: 'home.aside.label', defaultMessage: 'Creators to discover' },
  newCreatorsEmpty: { id: 'home.newCreators.empty', defaultMessage: 'No new creators yet' },
  replace: { id: 'home.newCreators.replace', defaultMessage: 'Replace' },
  feedEmpty: { id: 'home.feed.empty', defaultMessage: 'No posts yet' },
  feedEmptyBody: {
    id: 'home.feed.emptyBody',
    defaultMessage: 'When creators publish, their posts will show up here.',
  },
  loadMoreFailed: { id: 'home.feed.loadMoreFailed', defaultMessage: 'Couldn’t load more posts' },
});
