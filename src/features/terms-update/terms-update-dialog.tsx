import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAcceptTerms } from '../../api/accept-terms.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { LEGAL_VERSIONS } from '../../contract/legal-texts.ts';
import { LegalTextView } from '../legal-text/legal-text-view.tsx';
import { termsUpdateMessages as m } from './terms-update-messages.ts';

export interface TermsUpdateBodyProps {
  /** Called once the server has recorded the acceptance. */
  onAccepted: () => void;
  onLogOut: () => void;
}

/** The new terms in full, then Accept (recorded on the server) or Log out. */
export function TermsUpdateBody({ onAccepted, onLogOut }: TermsUpdateBodyProps) {
  const intl = useIntl();
  const acceptTerms = useAcceptTerms();
  const [error, setError] = useState<string>();
  const accept = async () => {
    setError(undefined);
    try {
      await acceptTerms.mutateAsync(LEGAL_VERSIONS.tos);
      onAccepted();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : intl.formatMessage(m.failed));
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-ink">{intl.formatMessage(m.body)}</p>
      <div className="max-h-[50dvh] overflow-y-auto rounded-card border border-line p-4" tabIndex={0}>
        <LegalTextView section="tos" showTitle={false} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onLogOut}>
          {intl.formatMessage(m.logOut)}
        </Button>
        <Button onClick={() => void accept()} loading={acceptTerms.isPending}>
          {intl.formatMessage(m.accept)}
        </Button>
      </div>
    </div>
  );
}
