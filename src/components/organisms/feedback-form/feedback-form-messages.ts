import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import {
  FEEDBACK_RULE_ERROR,
  type FeedbackRuleError,
  type FeedbackTypeName,
} from '../../../contract/rules/feedback-rules.ts';

/** The feedback form's words (spec §2 "feedback", §5, §8). */
export const feedbackFormMessages = defineMessages({
  type: { id: 'dialog.feedback.type', defaultMessage: 'What is it about?' },
  content: { id: 'dialog.feedback.content', defaultMessage: 'Your feedback' },
  contentHint: {
    id: 'dialog.feedback.contentHint',
    defaultMessage: 'What happened, and where? The steps to see it help us most.',
  },
  email: { id: 'dialog.feedback.email', defaultMessage: 'Email for our reply' },
  attachments: { id: 'dialog.feedback.attachments', defaultMessage: 'Screenshots' },
  attachmentsHint: defineMessage<{ max: number }>({
    id: 'dialog.feedback.attachmentsHint',
    defaultMessage: 'Up to {max} images: JPG, PNG or GIF.',
  }),
  attach: { id: 'dialog.feedback.attach', defaultMessage: 'Add image' },
  uploadLimit: defineMessage<{ max: number }>({
    id: 'dialog.feedback.uploadLimit',
    defaultMessage: 'You can attach up to {max} images.',
  }),
  fileType: {
    id: 'dialog.feedback.fileType',
    defaultMessage: 'Only JPG, PNG and GIF images can be attached.',
  },
  send: { id: 'dialog.feedback.send', defaultMessage: 'Send' },
  typeRequired: { id: 'rule.feedback.type', defaultMessage: 'Choose what your feedback is about.' },
  contentRequired: { id: 'rule.feedback.content.required', defaultMessage: 'Describe your feedback.' },
  contentLength: defineMessage<{ max: number }>({
    id: 'rule.feedback.content.length',
    defaultMessage: 'Use at most {max} characters.',
  }),
});

/** The names of the ten feedback types (docs/decisions/feedback.md), by their contract name. */
export const feedbackTypeMessages: Record<FeedbackTypeName, MessageDescriptor> = defineMessages({
  bug: { id: 'dialog.feedback.type.bug', defaultMessage: 'Something isn’t working' },
  payment: { id: 'dialog.feedback.type.payment', defaultMessage: 'Payments and refunds' },
  account: { id: 'dialog.feedback.type.account', defaultMessage: 'Account and login' },
  content: { id: 'dialog.feedback.type.content', defaultMessage: 'Posts and creators' },
  subscriptions: { id: 'dialog.feedback.type.subscriptions', defaultMessage: 'Subscriptions' },
  chat: { id: 'dialog.feedback.type.chat', defaultMessage: 'Chat and messages' },
  suggestion: { id: 'dialog.feedback.type.suggestion', defaultMessage: 'An idea or suggestion' },
  safety: { id: 'dialog.feedback.type.safety', defaultMessage: 'A safety concern' },
  translation: { id: 'dialog.feedback.type.translation', defaultMessage: 'Translation or language' },
  other: { id: 'dialog.feedback.type.other', defaultMessage: 'Other' },
});

/** The message of each feedback rule code, with the spec's numbers given where it is shown. */
export const FEEDBACK_RULE_TEXT: Record<FeedbackRuleError, MessageDescriptor> = {
  [FEEDBACK_RULE_ERROR.type]: feedbackFormMessages.typeRequired,
  [FEEDBACK_RULE_ERROR.contentRequired]: feedbackFormMessages.contentRequired,
  [FEEDBACK_RULE_ERROR.contentLength]: feedbackFormMessages.contentLength,
  [FEEDBACK_RULE_ERROR.attachmentsMax]: feedbackFormMessages.uploadLimit,
};
