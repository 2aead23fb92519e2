import { defineMessages } from 'react-intl';

/** The admin's console settings page. */
export const opsSettingsMessages = defineMessages({
  reviewTitle: { id: 'ops.settings.review.title', defaultMessage: 'Review of new posts' },
  manual: { id: 'ops.settings.review.manual', defaultMessage: 'Wait for review' },
  manualHint: {
    id: 'ops.settings.review.manual.hint',
    defaultMessage: 'New and edited posts stay hidden until a moderator approves them.',
  },
  auto: { id: 'ops.settings.review.auto', defaultMessage: 'Publish at once, review after' },
  autoHint: {
    id: 'ops.settings.review.auto.hint',
    defaultMessage:
      'Posts go live when published; moderators review them afterwards and can still reject them.',
  },
  creatorTitle: { id: 'ops.settings.creators.title', defaultMessage: 'Creator applications' },
  creatorManual: { id: 'ops.settings.creators.manual', defaultMessage: 'Wait for a reviewer' },
  creatorManualHint: {
    id: 'ops.settings.creators.manual.hint',
    defaultMessage: 'A member becomes a creator once a reviewer has checked their identity documents.',
  },
  creatorAuto: { id: 'ops.settings.creators.auto', defaultMessage: 'Approve at once' },
  creatorAutoHint: {
    id: 'ops.settings.creators.auto.hint',
    defaultMessage: 'A member becomes a creator as soon as they apply; for demos and testing only.',
  },
  save: { id: 'ops.settings.save', defaultMessage: 'Save settings' },
  saved: { id: 'ops.settings.saved', defaultMessage: 'Settings saved.' },
});
