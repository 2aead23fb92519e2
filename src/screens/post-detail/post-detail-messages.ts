import { defineMessages } from 'react-intl';
import { postMessages } from '../../components/molecules/post-card/post-messages.ts';
import { minePostMessages } from '../mine/post/mine-post-messages.ts';

/**
 * The post detail screen's words. The delete confirm is mine-post's and the post's names are the
 * post card's, by reference: one id, one definition.
 */
export const postDetailScreenMessages = {
  ...defineMessages({
    notFound: {
      id: 'content.feedNotExist',
      defaultMessage: 'This post doesn’t exist or is no longer available.',
    },
    notFoundBody: {
      id: 'postDetail.notFoundBody',
      defaultMessage: 'It may have been removed, or the link may be wrong.',
    },
    post: { id: 'postDetail.title', defaultMessage: 'Post' },
  }),
  deleteTitle: minePostMessages.deleteConfirmTitle,
  deleteMessage: minePostMessages.deleteConfirmMessage,
  deleteConfirm: minePostMessages.deleteShort,
  cancel: minePostMessages.cancel,
  deleted: minePostMessages.deleted,
  postBy: postMessages.media,
  videoPoster: postMessages.video,
};
