import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { isPlainClick } from '../../state/plain-click.ts';
import { useOpenLegalDialog, type LegalDialogSection } from '../legal-text/use-open-legal-dialog.tsx';
import { authMessages } from './auth-messages.ts';

export interface TermsLineProps {
  className?: string;
}

/**
 * "By continuing, you agree to the Terms of Service and the Privacy Policy." A name opens its text
 * in a dialog over the form, so what was typed stays; it is a link to the page all the same, for
 * a new tab or a copied address.
 */
export function TermsLine({ className = '' }: TermsLineProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const openLegalDialog = useOpenLegalDialog();
  const link = (path: string, section: LegalDialogSection) => (chunks: ReactNode[]) => (
    <a
      href={to(path)}
      onClick={(event: MouseEvent) => {
        // A modified click (a new tab, a new window) goes to the page as any link does.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openLegalDialog(section);
      }}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {chunks}
    </a>
  );
  return (
    <p className={`text-center text-xs leading-relaxed text-ink-muted ${className}`}>
      {intl.formatMessage(authMessages.terms, {
        terms: link('/official/tos', 'tos'),
        privacy: link('/official/privacy-policy', 'pp'),
      })}
    </p>
  );
}
