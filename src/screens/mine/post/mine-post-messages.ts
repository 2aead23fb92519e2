import { defineMessage, defineMessages, type MessageTag } from 'react-intl';
import { commonMessages } from '../../../components/messages/common-messages.ts';

/** mine-post's messages (spec §2, §4, §8). */
export const minePostMessages = defineMessages({
  title: { id: 'minePost.title', defaultMessage: 'My posts' },
  tabs: { id: 'minePost.tabs', defaultMessage: 'Post types' },
  subscribe: { id: 'minePost.tab.subscribe', defaultMessage: 'Subscription' },
  sale: { id: 'minePost.tab.sale', defaultMessage: 'Pay per post' },
  free: { id: 'minePost.tab.free', defaultMessage: 'Free' },
  scheduled: { id: 'minePost.tab.scheduled', defaultMessage: 'Scheduled' },
  private: { id: 'minePost.tab.private', defaultMessage: 'Private' },
  underReview: { id: 'minePost.group.underReview', defaultMessage: 'Under review' },
  reviewFailed: { id: 'minePost.group.reviewFailed', defaultMessage: 'Review failed' },
  reviewPassed: { id: 'minePost.group.reviewPassed', defaultMessage: 'Review passed' },
  published: { id: 'minePost.group.published', defaultMessage: 'Published' },
  formatting: { id: 'minePost.group.formatting', defaultMessage: 'Formatting' },
  processingFailed: { id: 'minePost.processingFailed', defaultMessage: 'Processing failed' },
  reason: defineMessage<{ reason: string }>({ id: 'minePost.reason', defaultMessage: 'Reason: {reason}' }),
  reviewNote: defineMessage<{ note: string; bdi: MessageTag }>({
    id: 'minePost.reviewNote',
    defaultMessage: 'Note from the review team: <bdi>{note}</bdi>',
  }),
  resubmitHint: {
    id: 'minePost.resubmitHint',
    defaultMessage: 'Edit the post to fix it; saving sends it to review again.',
  },
  scheduledFor: defineMessage<{ time: string }>({
    id: 'minePost.scheduledFor',
    defaultMessage: 'Goes live {time}',
  }),
  edit: defineMessage<{ title: string }>({ id: 'minePost.edit', defaultMessage: 'Edit {title}' }),
  editShort: { id: 'minePost.editShort', defaultMessage: 'Edit' },
  delete: defineMessage<{ title: string }>({ id: 'minePost.delete', defaultMessage: 'Delete {title}' }),
  deleteShort: { id: 'minePost.deleteShort', defaultMessage: 'Delete' },
  deleteConfirmTitle: { id: 'minePost.deleteConfirm.title', defaultMessage: 'Delete this post?' },
  deleteConfirmMessage: {
    id: 'minePost.deleteConfirm.message',
    defaultMessage: 'Fans who bought or subscribed lose access to it. This cannot be undone.',
  },
  cancel: { id: 'minePost.cancel', defaultMessage: 'Cancel' },
  deleted: commonMessages.deleted,
  empty: { id: 'minePost.empty', defaultMessage: 'No posts here yet.' },
  publish: { id: 'minePost.publish', defaultMessage: 'Publish a post' },
  video: { id: 'minePost.video', defaultMessage: 'Video' },
  untitled: { id: 'minePost.untitled', defaultMessage: 'Untitled post' },
});
