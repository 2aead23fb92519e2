import { defineMessages } from 'react-intl';

/**
 * The words of an authenticator app's second factor that the operators' console and the members'
 * login security both say: its QR code and key, the recovery codes and copying them. The ids keep
 * the names the console gave them first.
 */
export const authenticatorMessages = defineMessages({
  qrLabel: { id: 'ops.enrol.qrLabel', defaultMessage: 'QR code to scan with an authenticator app' },
  secretLabel: { id: 'ops.enrol.secret', defaultMessage: 'Can’t scan? Type this key into the app' },
  copyKey: { id: 'ops.enrol.copyKey', defaultMessage: 'Copy key' },
  keyCopied: { id: 'ops.enrol.keyCopied', defaultMessage: 'Key copied' },
  copyFailed: {
    id: 'ops.copyFailed',
    defaultMessage: 'Could not copy. Select the text and copy it yourself.',
  },
  codesTitle: { id: 'ops.recoveryCodes.title', defaultMessage: 'Save your recovery codes' },
  codesList: { id: 'ops.recoveryCodes.list', defaultMessage: 'Recovery codes' },
  copyCodes: { id: 'ops.recoveryCodes.copy', defaultMessage: 'Copy codes' },
  codesCopied: { id: 'ops.recoveryCodes.copied', defaultMessage: 'Codes copied' },
  downloadCodes: { id: 'ops.recoveryCodes.download', defaultMessage: 'Download as a text file' },
  codesSaved: { id: 'ops.recoveryCodes.saved', defaultMessage: 'I have saved them' },
  useRecovery: { id: 'ops.signIn.useRecovery', defaultMessage: 'Use a recovery code' },
  useAuthenticator: { id: 'ops.signIn.useAuthenticator', defaultMessage: 'Use the authenticator app' },
  recoveryLabel: { id: 'ops.signIn.recovery.label', defaultMessage: 'Recovery code' },
});
