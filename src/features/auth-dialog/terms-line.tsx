import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isScreenBuilt } from '../../contract/rules/screens-not-built.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { authMessages } from './auth-messages.ts';

export interface TermsLineProps {
  /**
   * Which pages exist: until a policy page is built its name is plain text, not a link to the
   * 404 screen. @default isScreenBuilt (src/contract/rules/screens-not-built.ts)
   */
  screenBuilt?: (path: string) => boolean;
  className?: string;
}

/**
 * "By continuing, you agree to the Terms of Service and the Privacy Policy." The pages open in a
 * new tab so what was typed in the dialog stays; a page not built yet is named without a link.
 */
export function TermsLine({ screenBuilt = isScreenBuilt, className = '' }: TermsLineProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const newTab = intl.formatMessage(authMessages.opensInNewTab);
  const link = (path: string) => (chunks: ReactNode[]) =>
    !screenBuilt(path) ? (
      <span className="font-medium text-ink">{chunks}</span>
    ) : (
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
