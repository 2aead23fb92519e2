import { useIntl } from 'react-intl';
import { ApiError, TokenExpiredError } from '../../api/errors.ts';
import { profileMessages as m } from './profile-messages.ts';

/**
 * The text of a failed save (spec §8): the server's message, or "Server error" when there is
 * none; undefined for an ended session, which has its own alert.
 */
export function useSaveErrorText(): (error: unknown) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (error instanceof TokenExpiredError) return undefined;
    if (error instanceof ApiError) return error.message;
    return intl.formatMessage(m.serverError);
  };
}
