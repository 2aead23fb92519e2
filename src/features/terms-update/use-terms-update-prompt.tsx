import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useUserInfo } from '../../api/get-user-info.ts';
import { LEGAL_VERSIONS } from '../../contract/legal-texts.ts';
import { closeDialog, openDialog } from '../../state/dialogs.ts';
import { TermsUpdateBody } from './terms-update-dialog.tsx';
import { termsUpdateMessages as m } from './terms-update-messages.ts';

/**
 * Asks a signed-in member whose record names an older version of the terms of service (or none)
 * to accept the version in force, at their first visit after it changed: a dialog that stays
 * until they accept it or log out.
 */
export function useTermsUpdatePrompt(logOut: () => void): void {
  const intl = useIntl();
  const userInfo = useUserInfo();
  const accepted = userInfo.data?.terms_version;
  const asking = useRef<string | null>(null);
  const outdated = accepted !== undefined && accepted !== LEGAL_VERSIONS.tos;
  useEffect(() => {
    if (!outdated || asking.current) return;
    const id = openDialog({
      kind: 'custom',
      size: 'lg',
      required: true,
      title: intl.formatMessage(m.title),
      render: (close) => (
        <TermsUpdateBody
          onAccepted={close}
          onLogOut={() => {
            close();
            logOut();
          }}
        />
      ),
      onClosed: () => {
        asking.current = null;
      },
    });
    asking.current = id;
  }, [outdated, intl, logOut]);
  // Signed out (or accepted elsewhere) while it is open: nothing left to ask.
  useEffect(() => {
    if (!outdated && asking.current) closeDialog(asking.current);
  }, [outdated]);
}
