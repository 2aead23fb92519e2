import { defineMessages } from 'react-intl';

export const passwordMessages = defineMessages({
  changeTitle: { id: 'mine.password.changeTitle', defaultMessage: 'Change password' },
  setTitle: { id: 'mine.password.setTitle', defaultMessage: 'Set a password' },
  setIntro: {
    id: 'mine.password.setIntro',
    defaultMessage:
      'Your account signs in with Google, X or Apple. Add a password to also log in with your email.',
  },
  current: { id: 'mine.password.current', defaultMessage: 'Current password' },
  next: { id: 'mine.password.new', defaultMessage: 'New password' },
  confirm: { id: 'mine.password.confirm', defaultMessage: 'Confirm new password' },
  save: { id: 'mine.password.save', defaultMessage: 'Save password' },
  changed: { id: 'mine.password.changed', defaultMessage: 'Your password has been changed.' },
  set: { id: 'mine.password.set', defaultMessage: 'Your password has been set.' },
});
