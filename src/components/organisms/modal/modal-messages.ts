import { defineMessages } from 'react-intl';
import { commonMessages } from '../../messages/common-messages.ts';

/** Labels shared by every dialog built on Modal. */
export const modalMessages = defineMessages({
  close: { id: 'modal.close', defaultMessage: 'Close' },
  ok: { id: 'modal.ok', defaultMessage: 'OK' },
  cancel: commonMessages.cancel,
  confirm: { id: 'modal.confirm', defaultMessage: 'Confirm' },
});
