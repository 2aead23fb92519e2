import { defineMessages } from 'react-intl';

/** Labels shared by every dialog built on Modal. */
export const modalMessages = defineMessages({
  close: { id: 'modal.close', defaultMessage: 'Close' },
  ok: { id: 'modal.ok', defaultMessage: 'OK' },
  cancel: { id: 'modal.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'modal.confirm', defaultMessage: 'Confirm' },
});
