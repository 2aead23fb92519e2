import { defineMessages, useIntl } from 'react-intl';
import { DataExportSection } from '../../../features/data-export/data-export-section.tsx';
import { ProfileEditorPage } from '../../../features/profile-editor/profile-editor-page.tsx';

const messages = defineMessages({
  title: { id: 'mine.account.title', defaultMessage: 'Account settings' },
});

/**
 * mine/account (spec §2): the member's pictures, display and account name, bio, social links and
 * email, with its verification; then their data to take away (issue 26).
 */
export function AccountScreen() {
  const intl = useIntl();
  return (
    <ProfileEditorPage title={intl.formatMessage(messages.title)} variant="account">
      <DataExportSection className="mt-8 border-t border-line pt-6" />
    </ProfileEditorPage>
  );
}
