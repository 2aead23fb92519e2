import { defineMessage, defineMessages } from 'react-intl';

/** The post detail screen's words; the delete confirm says what mine-post's says. */
export const postDetailScreenMessages = defineMessages({
  notFound: {
    id: 'content.feedNotExist',
    defaultMessage: 'This post doesn’t exist or is no longer available.',
  },
  notFoundBody: {
    id: 'postDetail.notFoundBody',
    defaultMessage: 'It may have been removed, or the link may be wrong.',
  },
  deleteTitle: { id: 'minePost.deleteConfirm.title', defaultMessage: 'Delete this post?' },
  deleteMessage: {
    id: 'minePost.deleteConfirm.message',
    defaultMessage: 'Fans who bought or subscribed lose access to it. This cannot be undone.',
  },
  deleteConfirm: { id: 'minePost.deleteShort', defaultMessage: 'Delete' },
  cancel: { id: 'minePost.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'title.delSuccess', defaultMessage: 'Deleted' },
  post: { id: 'postDetail.title', defaultMessage: 'Post' },
  postBy: defineMessage<{ name: string }>({ id: 'post.media', defaultMessage: 'Post by {name}' }),
  videoPoster: defineMessage<{ name: string }>({ id: 'post.video', defaultMessage: 'Video by {name}' }),
});
