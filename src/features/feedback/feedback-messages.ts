import { defineMessages } from 'react-intl';

/** The feedback dialog's title, introduction and success alert (spec §2, §8 dialog.feedback.modal). */
export const feedbackMessages = defineMessages({
  title: { id: 'dialog.feedback.title', defaultMessage: 'Feedback' },
  intro: {
    id: 'dialog.feedback.intro',
    defaultMessage: 'Tell us what went wrong or what we could do better. We read all feedback.',
  },
  success: { id: 'dialog.feedback.modal', defaultMessage: 'Thanks for your feedback' },
  successBody: {
    id: 'dialog.feedback.modalBody',
    defaultMessage: 'We have received it and will reply by email if we need to know more.',
  },
});
