import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { authMessages } from './auth-messages.ts';

/**
 * "By continuing, you agree to the Terms of Service and the Privacy Policy." The pages open in a
 * new tab so what was typed in the dialog stays.
 */
export function TermsLine({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const newTab = intl.formatMessage(authMessages.opensInNewTab);
  const link = (path: string) => (chunks: ReactNode[]) => (
    <a
      href={to(path)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {chunks}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
  return (
    <p className={`text-center text-xs leading-relaxed text-ink-muted ${className}`}>
      {intl.formatMessage(authMessages.terms, {
        terms: link('/official/tos'),
        privacy: link('/official/privacy-policy'),
      })}
    </p>
  );
}
