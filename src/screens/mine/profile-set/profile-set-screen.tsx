import { defineMessages, useIntl } from 'react-intl';
import { ProfileEditorPage } from '../../../features/profile-editor/profile-editor-page.tsx';

const messages = defineMessages({
  title: { id: 'mine.profileSet.title', defaultMessage: 'Your creator page' },
});

/**
 * mine/profile-set (spec §2, creators): the cover, avatar, display name, bio and social links as
 * their creator page shows them.
 */
export function ProfileSetScreen() {
  const intl = useIntl();
  return <ProfileEditorPage title={intl.formatMessage(messages.title)} variant="profile" />;
}
