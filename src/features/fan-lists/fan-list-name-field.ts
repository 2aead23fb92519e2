import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FAN_LIST_NAME_MAX_LENGTH, FAN_LIST_RULE_ERROR } from '../../contract/rules/fan-list-rules.ts';
import { fanListsMessages as m } from './fan-lists-messages.ts';

/** A list name's error as the form shows it: the rule's own message, or the server's words. */
export function useFanListNameError(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.message === FAN_LIST_RULE_ERROR.nameRequired) return intl.formatMessage(m.nameRequired);
    if (error.message === FAN_LIST_RULE_ERROR.nameLength)
      return intl.formatMessage(m.nameLength, { max: FAN_LIST_NAME_MAX_LENGTH });
    return error.message;
  };
}
