import { useIntl } from 'react-intl';
import { RecoveryCodes } from '../../../components/molecules/recovery-codes/recovery-codes.tsx';
import { signInMessages } from './sign-in-messages.ts';

/**
 * An operator's ten recovery codes, right after enrolment and never again (RecoveryCodes): saved,
 * they enter the console.
 */
export function RecoveryCodesStep({
  email,
  codes,
  onSaved,
}: {
  email: string;
  codes: readonly string[];
  onSaved: () => void;
}) {
  const intl = useIntl();
  return (
    <RecoveryCodes
      codes={codes}
      intro={intl.formatMessage(signInMessages.codesIntro, { count: codes.length })}
      fileHeading={intl.formatMessage(signInMessages.fileHeading, { email })}
      onSaved={onSaved}
    />
  );
}
