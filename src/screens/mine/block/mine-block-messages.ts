import { defineMessages } from 'react-intl';

/** The blocked accounts' messages (spec §2 settings "blocked accounts", §8 update-fail). */
export const mineBlockMessages = defineMessages({
  title: { id: 'mineBlock.title', defaultMessage: 'Blocked accounts' },
  intro: {
    id: 'mineBlock.intro',
    defaultMessage: 'You don’t see their posts, and they can’t message you or subscribe to you.',
  },
  empty: { id: 'mineBlock.empty', defaultMessage: 'You haven’t blocked anyone' },
  emptyHint: {
    id: 'mineBlock.emptyHint',
    defaultMessage: 'Accounts you block from their page or a post are listed here, to unblock them.',
  },
  loadMoreFailed: { id: 'mineBlock.loadMoreFailed', defaultMessage: 'Couldn’t load more accounts' },
});
