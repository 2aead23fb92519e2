import { defineMessage, defineMessages } from 'react-intl';

type Count = { count: number };

/** The words a post says wherever it is shown: the feed's card and the post detail. */
export const postMessages = defineMessages({
  like: { id: 'post.like', defaultMessage: 'Like' },
  likes: defineMessage<Count>({
    id: 'post.count.likes',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
  }),
  comments: defineMessage<Count>({
    id: 'post.count.comments',
    defaultMessage: '{count, plural, one {# comment} other {# comments}}',
  }),
  views: defineMessage<Count>({
    id: 'post.count.views',
    defaultMessage: '{count, plural, one {# view} other {# views}}',
  }),
  media: defineMessage<{ name: string }>({ id: 'post.media', defaultMessage: 'Post by {name}' }),
  video: defineMessage<{ name: string }>({ id: 'post.video', defaultMessage: 'Video by {name}' }),
  subscribe: { id: 'post.locked.subscribe', defaultMessage: 'Subscribe to unlock' },
  buy: defineMessage<{ price: string }>({ id: 'post.locked.buy', defaultMessage: 'Buy for {price}' }),
  lockedSubscription: { id: 'post.locked.subscriptionHint', defaultMessage: 'For subscribers only' },
  lockedBuy: { id: 'post.locked.buyHint', defaultMessage: 'Unlock this post once, keep it forever' },
  lockedPrivate: { id: 'post.locked.private', defaultMessage: 'Private post' },
});
