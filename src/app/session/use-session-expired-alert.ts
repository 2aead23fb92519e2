import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLogOut } from '../../api/log-out.ts';
import { openDialog } from '../../state/dialogs.ts';
import { sessionExpiry } from '../../state/session-expiry.ts';

const messages = defineMessages({
  title: { id: 'title.tokenExpired', defaultMessage: 'Session expired' },
  body: { id: 'content.tokenExpired', defaultMessage: 'Your session has expired. Please log in again.' },
  confirm: { id: 'content.tokenExpired.confirm', defaultMessage: 'OK' },
});

/**
 * Spec §4, §8: status 422 shows the content.tokenExpired alert; confirming it (or closing it
 * any other way) logs out. The token is already dead on the server, so it is not revoked.
 */
export function useSessionExpiredAlert(): void {
  const intl = useIntl();
  const logOut = useLogOut();
  const { alert } = useSnapshot(sessionExpiry);
  useEffect(() => {
    // The live store, not the snapshot: an effect run twice must not open two alerts.
    if (!alert || !sessionExpiry.alert) return;
    sessionExpiry.alert = false;
    openDialog({
      kind: 'alert',
      title: intl.formatMessage(messages.title),
      message: intl.formatMessage(messages.body),
      confirmLabel: intl.formatMessage(messages.confirm),
      onClosed: () => void logOut({ revoke: false }),
    });
  }, [alert, intl, logOut]);
}
