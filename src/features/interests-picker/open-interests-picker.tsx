import { useIntl } from 'react-intl';
import { openDialog } from '../../state/dialogs.ts';
import { interestsMessages as m } from './interests-messages.ts';
import { InterestsPicker } from './interests-picker.tsx';

/**
 * Opens the interested-topics picker in the dialog stack: from home's prompt for a member who has
 * not picked yet, and from the settings (mine menu).
 */
export function useOpenInterestsPicker(): () => void {
  const intl = useIntl();
  return () =>
    openDialog({
      kind: 'custom',
      size: 'md',
      title: intl.formatMessage(m.title),
      render: (close) => <InterestsPicker onDone={close} />,
    });
}
