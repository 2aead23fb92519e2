import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The admin's operators page. */
export const opsOperatorsMessages = defineMessages({
  intro: {
    id: 'ops.operators.intro',
    defaultMessage:
      'Operators log in with a password and an authenticator app. Every change here is written to the audit log.',
  },
  addTitle: { id: 'ops.operators.add.title', defaultMessage: 'Add an operator' },
  email: { id: 'ops.operators.email', defaultMessage: 'Email' },
  emailInvalid: { id: 'ops.operators.email.invalid', defaultMessage: 'Enter a valid email address.' },
  role: { id: 'ops.operators.role', defaultMessage: 'Role' },
  add: { id: 'ops.operators.add', defaultMessage: 'Add operator' },
  created: defineMessage<{ email: MessageValue }>({
    id: 'ops.operators.created',
    defaultMessage:
      'Give {email} this password privately. It is shown only once; the first time they log in, they set up their authenticator app.',
  }),
  password: { id: 'ops.operators.password', defaultMessage: 'One-time password' },
  copy: { id: 'ops.operators.copy', defaultMessage: 'Copy password' },
  copied: { id: 'ops.operators.copied', defaultMessage: 'Password copied.' },
  copyFailed: {
    id: 'ops.operators.copyFailed',
    defaultMessage: 'Could not copy: select the password and copy it.',
  },
  listTitle: { id: 'ops.operators.list', defaultMessage: 'All operators' },
  enrolled: { id: 'ops.operators.enrolled', defaultMessage: 'Authenticator set up' },
  notEnrolled: {
    id: 'ops.operators.notEnrolled',
    defaultMessage: 'Sets up an authenticator at their next login',
  },
  lastSignIn: defineMessage<{ when: MessageValue }>({
    id: 'ops.operators.lastSignIn',
    defaultMessage: 'Last login: {when}',
  }),
  neverSignedIn: { id: 'ops.operators.neverSignedIn', defaultMessage: 'Never logged in' },
  disabledOn: defineMessage<{ when: MessageValue }>({
    id: 'ops.operators.disabledOn',
    defaultMessage: 'Disabled {when}',
  }),
  you: { id: 'ops.operators.you', defaultMessage: 'You' },
  changeAccess: { id: 'ops.operators.changeAccess', defaultMessage: 'Change access' },
  reason: { id: 'ops.operators.reason', defaultMessage: 'Reason (for the audit log)' },
  reasonRequired: { id: 'ops.operators.reasonRequired', defaultMessage: 'Say why: it goes on the record.' },
  reset: { id: 'ops.operators.reset', defaultMessage: 'Reset authenticator' },
  resetHint: {
    id: 'ops.operators.resetHint',
    defaultMessage: 'Logs them out; at their next login they set up a new authenticator app.',
  },
  disable: { id: 'ops.operators.disable', defaultMessage: 'Disable operator' },
  resetDone: defineMessage<{ email: string }>({
    id: 'ops.operators.resetDone',
    defaultMessage: '{email} sets up a new authenticator at their next login.',
  }),
  disableDone: defineMessage<{ email: string }>({
    id: 'ops.operators.disableDone',
    defaultMessage: '{email} is disabled and logged out.',
  }),
  empty: { id: 'ops.operators.empty', defaultMessage: 'No operators yet.' },
});
