import { defineMessage, defineMessages } from 'react-intl';

/** The console's feedback inbox. */
export const opsFeedbackMessages = defineMessages({
  tabs: { id: 'ops.feedback.tabs', defaultMessage: 'Feedback by status' },
  tabNew: { id: 'ops.feedback.tab.new', defaultMessage: 'New' },
  tabHandled: { id: 'ops.feedback.tab.handled', defaultMessage: 'Handled' },
  emptyNew: { id: 'ops.feedback.empty.new', defaultMessage: 'No new feedback. Everything is answered.' },
  emptyHandled: { id: 'ops.feedback.empty.handled', defaultMessage: 'No handled feedback yet.' },
  visitor: { id: 'ops.feedback.visitor', defaultMessage: 'Visitor' },
  images: defineMessage<{ count: number }>({
    id: 'ops.feedback.images',
    defaultMessage: '{count, plural, one {# image} other {# images}}',
  }),
  language: defineMessage<{ language: string }>({
    id: 'ops.feedback.language',
    defaultMessage: 'Language: {language}',
  }),
  pickOne: {
    id: 'ops.feedback.pickOne',
    defaultMessage: 'Open a feedback from the list to read and answer it.',
  },
  back: { id: 'ops.feedback.back', defaultMessage: 'Back to the list' },
  sentBy: defineMessage<{ sender: string; email: string }>({
    id: 'ops.feedback.sentBy',
    defaultMessage: 'From {sender}, answer to {email}',
  }),
  imagesTitle: { id: 'ops.feedback.imagesTitle', defaultMessage: 'Attached images' },
  openImage: defineMessage<{ index: number; count: number }>({
    id: 'ops.feedback.openImage',
    defaultMessage: 'Open image {index} of {count}',
  }),
  imageAlt: defineMessage<{ index: number }>({
    id: 'ops.feedback.imageAlt',
    defaultMessage: 'Image {index} attached to the feedback',
  }),
  replyTitle: { id: 'ops.feedback.replyTitle', defaultMessage: 'Reply by email' },
  replyLabel: { id: 'ops.feedback.replyLabel', defaultMessage: 'Your reply' },
  replyHint: {
    id: 'ops.feedback.replyHint',
    defaultMessage: 'Sent as you type it, with a greeting and signature in the sender’s language.',
  },
  replyRequired: { id: 'ops.feedback.replyRequired', defaultMessage: 'Write the reply first.' },
  replyTooLong: defineMessage<{ max: number }>({
    id: 'ops.feedback.replyTooLong',
    defaultMessage: 'Use at most {max} characters.',
  }),
  send: { id: 'ops.feedback.send', defaultMessage: 'Send and mark handled' },
  sent: { id: 'ops.feedback.sent', defaultMessage: 'Reply sent. The feedback is handled.' },
  markHandled: { id: 'ops.feedback.markHandled', defaultMessage: 'Mark handled without a reply' },
  marked: { id: 'ops.feedback.marked', defaultMessage: 'Marked handled.' },
});
