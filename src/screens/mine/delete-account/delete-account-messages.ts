import { defineMessages } from 'react-intl';

export const deleteAccountMessages = defineMessages({
  title: { id: 'mine.delete.title', defaultMessage: 'Delete account' },
  warningTitle: { id: 'mine.delete.warningTitle', defaultMessage: 'This cannot be undone' },
  warning: {
    id: 'mine.delete.warning',
    defaultMessage:
      'Deleting your account removes your profile, your posts, your likes and your purchases for good, and logs you out everywhere.',
  },
  password: { id: 'mine.delete.password', defaultMessage: 'Current password' },
  passwordHint: {
    id: 'mine.delete.passwordHint',
    defaultMessage: 'Enter your password to confirm it is you.',
  },
  submit: { id: 'mine.delete.submit', defaultMessage: 'Delete my account' },
  confirmTitle: { id: 'mine.delete.confirmTitle', defaultMessage: 'Delete your account?' },
  confirmBody: {
    id: 'mine.delete.confirmBody',
    defaultMessage: 'Your account and everything in it will be deleted now.',
  },
  confirm: { id: 'mine.delete.confirm', defaultMessage: 'Delete' },
  noPassword: {
    id: 'mine.delete.noPassword',
    defaultMessage: 'Your account has no password yet. Set one first, then come back to delete the account.',
  },
  setPassword: { id: 'mine.delete.setPassword', defaultMessage: 'Set a password' },
  mediaGone: {
    id: 'mine.delete.mediaGone',
    defaultMessage: 'Your photos and videos are deleted from our storage too, including your data exports.',
  },
  keptByLaw: {
    id: 'mine.delete.keptByLaw',
    defaultMessage:
      'Kept by law: your orders and their entries in our accounts stay for 10 years after the end of the year they were made, as tax and accounting law requires, without your name or email.',
  },
  exportFirst: { id: 'mine.delete.exportFirst', defaultMessage: 'Download a copy of your data first' },
});
