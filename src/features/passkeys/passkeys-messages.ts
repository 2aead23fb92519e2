import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the member's passkeys (PasskeysSection) and of the passkey sign-ins. */
export const passkeysMessages = defineMessages({
  title: { id: 'passkeys.title', defaultMessage: 'Passkeys' },
  intro: {
    id: 'passkeys.intro',
    defaultMessage:
      'Log in with your fingerprint, face or screen lock instead of a password. A passkey also counts as your second factor.',
  },
  empty: { id: 'passkeys.empty', defaultMessage: 'You have no passkeys yet.' },
  add: { id: 'passkeys.add', defaultMessage: 'Add a passkey' },
  nameLabel: { id: 'passkeys.nameLabel', defaultMessage: 'Name' },
  nameHint: {
    id: 'passkeys.nameHint',
    defaultMessage: 'So you can tell your passkeys apart, for example “Work laptop”.',
  },
  create: { id: 'passkeys.create', defaultMessage: 'Create passkey' },
  cancel: { id: 'passkeys.cancel', defaultMessage: 'Cancel' },
  added: { id: 'passkeys.added', defaultMessage: 'Passkey added' },
  addedOn: defineMessage<{ date: string }>({ id: 'passkeys.addedOn', defaultMessage: 'Added {date}' }),
  lastUsed: { id: 'passkeys.lastUsed', defaultMessage: 'Last used' },
  neverUsed: { id: 'passkeys.neverUsed', defaultMessage: 'Never used' },
  remove: { id: 'passkeys.remove', defaultMessage: 'Remove' },
  removeNamed: defineMessage<{ name: string }>({
    id: 'passkeys.removeNamed',
    defaultMessage: 'Remove {name}',
  }),
  removeTitle: defineMessage<{ name: string }>({
    id: 'passkeys.removeTitle',
    defaultMessage: 'Remove “{name}”?',
  }),
  removed: { id: 'passkeys.removed', defaultMessage: 'Passkey removed' },
});
