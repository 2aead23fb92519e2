import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { CopyButton, downloadText } from '../../../components/molecules/copy-button/copy-button.tsx';
import { signInMessages } from './sign-in-messages.ts';

/** The name the downloaded codes are saved under. */
const RECOVERY_CODES_FILE = 'fanvault-recovery-codes.txt';

/**
 * The ten recovery codes, right after enrolment and never again (the server keeps only their
 * hashes): copy them, download them as a text file, then say they are saved to enter the console.
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
  const text = codes.join('\n');

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">
        {intl.formatMessage(signInMessages.codesIntro, { count: codes.length })}
      </p>
      <ol
        aria-label={intl.formatMessage(signInMessages.codesList)}
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-surface-sunken p-4 font-mono text-base text-ink select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton
          text={text}
          label={intl.formatMessage(signInMessages.copyCodes)}
          copiedLabel={intl.formatMessage(signInMessages.codesCopied)}
          failedLabel={intl.formatMessage(signInMessages.copyFailed)}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadText(
              `${intl.formatMessage(signInMessages.fileHeading, { email })}\n\n${text}\n`,
              RECOVERY_CODES_FILE,
            )
          }
        >
          {intl.formatMessage(signInMessages.downloadCodes)}
        </Button>
      </div>
      <Button type="button" fullWidth onClick={onSaved}>
        {intl.formatMessage(signInMessages.codesSaved)}
      </Button>
    </div>
  );
}
