import { defineMessages } from 'react-intl';

/** The collection's messages (spec §2 mine-collect). */
export const mineCollectMessages = defineMessages({
  title: { id: 'mineCollect.title', defaultMessage: 'Collection' },
  tabs: { id: 'mineCollect.tabs', defaultMessage: 'Liked posts' },
  all: { id: 'mineCollect.tab.all', defaultMessage: 'All' },
  unlocked: { id: 'mineCollect.tab.unlocked', defaultMessage: 'Unlocked' },
  locked: { id: 'mineCollect.tab.locked', defaultMessage: 'Locked' },
  emptyAll: { id: 'mineCollect.empty.all', defaultMessage: 'No liked posts yet' },
  emptyAllHint: {
    id: 'mineCollect.empty.allHint',
    defaultMessage: 'Tap the heart on a post you like and it is kept here.',
  },
  emptyUnlocked: { id: 'mineCollect.empty.unlocked', defaultMessage: 'No liked posts you can open' },
  emptyUnlockedHint: {
    id: 'mineCollect.empty.unlockedHint',
    defaultMessage: 'Liked posts that are free, bought or in your subscriptions show here.',
  },
  emptyLocked: { id: 'mineCollect.empty.locked', defaultMessage: 'No locked posts' },
  emptyLockedHint: {
    id: 'mineCollect.empty.lockedHint',
    defaultMessage: 'Liked posts you can no longer open, such as after a subscription ended, show here.',
  },
  loadMoreFailed: { id: 'mineCollect.loadMoreFailed', defaultMessage: 'Couldn’t load more posts' },
});
