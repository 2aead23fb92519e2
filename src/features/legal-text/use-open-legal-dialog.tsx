import { useIntl } from 'react-intl';
import { legalMessages } from '../../components/messages/legal-messages.ts';
import type { LegalSection } from '../../contract/legal-texts.ts';
import { openDialog } from '../../state/dialogs.ts';
import { LegalTextView } from './legal-text-view.tsx';

/** The texts spec §2 has dialogs for: the terms, the privacy policy and the cookie policy. */
export type LegalDialogSection = Extract<LegalSection, 'tos' | 'pp' | 'cp'>;

const TITLES = { tos: legalMessages.terms, pp: legalMessages.privacy, cp: legalMessages.cookies } as const;

/**
 * Opens a legal text in a dialog over what is open (the sign-up form keeps what was typed; the
 * cookie banner stays until answered): the same text as its page.
 */
export function useOpenLegalDialog(): (section: LegalDialogSection) => void {
  const intl = useIntl();
  return (section) => {
    openDialog({
      kind: 'custom',
      size: 'lg',
      title: intl.formatMessage(TITLES[section]),
      render: () => <LegalTextView section={section} showTitle={false} />,
    });
  };
}
