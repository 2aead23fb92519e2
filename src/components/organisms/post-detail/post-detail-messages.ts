import { defineMessage, defineMessages } from 'react-intl';

type Count = { count: number };

/** The post detail's words; the ones a feed card says too keep the card's ids. */
export const postDetailMessages = defineMessages({
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
  share: defineMessage<Count>({
    id: 'postDetail.share',
    defaultMessage: '{count, plural, one {Copy link, # share} other {Copy link, # shares}}',
  }),
  media: defineMessage<{ name: string }>({ id: 'post.media', defaultMessage: 'Post by {name}' }),
  subscribe: { id: 'post.locked.subscribe', defaultMessage: 'Subscribe to unlock' },
  buy: defineMessage<{ price: string }>({ id: 'post.locked.buy', defaultMessage: 'Buy for {price}' }),
  lockedSubscription: { id: 'post.locked.subscriptionHint', defaultMessage: 'For subscribers only' },
  lockedBuy: { id: 'post.locked.buyHint', defaultMessage: 'Unlock this post once, keep it forever' },
  lockedPrivate: { id: 'post.locked.private', defaultMessage: 'Private post' },
  privateOwn: { id: 'postDetail.privateOwn', defaultMessage: 'Private: only you can see this post' },
  edit: { id: 'postDetail.edit', defaultMessage: 'Edit post' },
  delete: { id: 'postDetail.delete', defaultMessage: 'Delete post' },
  report: { id: 'postDetail.report', defaultMessage: 'Report this post' },
  message: defineMessage<{ name: string }>({ id: 'creatorPage.message', defaultMessage: 'Message {name}' }),
  block: defineMessage<{ name: string }>({ id: 'postDetail.block', defaultMessage: 'Block {name}' }),
  commentsTitle: { id: 'postDetail.commentsTitle', defaultMessage: 'Comments' },
});
