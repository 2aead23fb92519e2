import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/errors.ts';
import { opsMessages } from '../ops-messages.ts';

/** A failed call as the text shown under the form: the server's `msg`, else a connection message. */
export function useRefusalText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) =>
    error instanceof ApiError && error.message ? error.message : intl.formatMessage(opsMessages.loadFailed);
}

/**
 * The server's refusal under a sign-in form. The live region stays mounted, so a screen reader
 * hears a refusal the moment it appears.
 */
export function FormRefusal({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" className="text-sm text-red-700 empty:hidden">
      {message ? <p>{message}</p> : null}
    </div>
  );
}
