import { useIntl } from 'react-intl';
import { authenticatorMessages as a } from '../../components/messages/authenticator-messages.ts';
import { RecoveryCodes } from '../../components/molecules/recovery-codes/recovery-codes.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The account name the downloaded file names. */
  username: string;
  onSaved: () => void;
}

/** A member's ten recovery codes, shown once (RecoveryCodes), under their heading. */
export function RecoveryCodesPanel({ codes, username, onSaved }: RecoveryCodesPanelProps) {
  const intl = useIntl();
  return (
    <RecoveryCodes
      codes={codes}
      heading={<h3 className="font-semibold text-ink">{intl.formatMessage(a.codesTitle)}</h3>}
      intro={intl.formatMessage(m.codesIntro, { count: codes.length })}
      fileHeading={intl.formatMessage(m.fileHeading, { username })}
      onSaved={onSaved}
    />
  );
}
