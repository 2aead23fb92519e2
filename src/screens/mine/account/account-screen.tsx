import { defineMessages, useIntl } from 'react-intl';
import { ProfileEditorPage } from '../../../features/profile-editor/profile-editor-page.tsx';

const messages = defineMessages({
  title: { id: 'mine.account.title', defaultMessage: 'Account settings' },
});

/**
 * mine/account (spec §2): the member's pictures, display and account name, bio, social links and
 * email, with its verification.
 */
export function AccountScreen() {
  const intl = useIntl();
  return <ProfileEditorPage title={intl.formatMessage(messages.title)} variant="account" />;
}
