import { defineMessages } from 'react-intl';

export const postCommentsMessages = defineMessages({
  empty: { id: 'common.commentNoData', defaultMessage: 'No comments yet. Be the first to say something.' },
  loadFailed: { id: 'postComments.loadFailed', defaultMessage: 'Couldn’t load more comments' },
  list: { id: 'postComments.list', defaultMessage: 'Comments' },
  posted: { id: 'postComments.posted', defaultMessage: 'Your comment is posted' },
  replyPosted: { id: 'postComments.replyPosted', defaultMessage: 'Your reply is posted' },
});
