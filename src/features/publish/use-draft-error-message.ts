import { useIntl } from 'react-intl';
import { POST_PRICE_MAX, POST_TITLE_MAX_LENGTH } from '../../contract/rules/publish-limits.ts';
import type { DraftError } from './publish-draft.ts';
import { publishMessages as m } from './publish-messages.ts';

/** A draft's problem as the message under its field, in the reader's language. */
export function useDraftErrorMessage(): (error: DraftError | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    switch (error) {
      case undefined:
        return undefined;
      case 'filesRequired':
        return intl.formatMessage(m.filesRequired);
      case 'filesBusy':
        return intl.formatMessage(m.filesBusy);
      case 'filesFailed':
        return intl.formatMessage(m.filesFailed);
      case 'titleRequired':
        return intl.formatMessage(m.titleRequired);
      case 'titleLength':
        return intl.formatMessage(m.titleLength, {
          max: POST_TITLE_MAX_LENGTH,
        });
      case 'contentRequired':
      case 'contentLength':
        return intl.formatMessage(m.contentRequired);
      case 'categoryRequired':
        return intl.formatMessage(m.categoryRequired);
      case 'plansRequired':
        return intl.formatMessage(m.plansRequired);
      case 'priceInvalid':
        return intl.formatMessage(m.priceInvalid, { max: POST_PRICE_MAX });
      case 'schedulePast':
        return intl.formatMessage(m.schedulePast);
    }
  };
}
