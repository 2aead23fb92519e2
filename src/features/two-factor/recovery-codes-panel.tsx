import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { authenticatorMessages as a } from '../../components/messages/authenticator-messages.ts';
import { CopyButton, downloadText } from '../../components/molecules/copy-button/copy-button.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

/** The name the downloaded codes are saved under. */
const RECOVERY_CODES_FILE = 'fanvault-recovery-codes.txt';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** The account name the downloaded file names. */
  username: string;
  onSaved: () => void;
}

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): copy them, download
 * them as a text file, then say they are saved.
 */
export function RecoveryCodesPanel({ codes, username, onSaved }: RecoveryCodesPanelProps) {
  const intl = useIntl();
  const text = codes.join('\n');
  return (
    <div className="flex flex-col gap-5">
      <h3 className="font-semibold text-ink">{intl.formatMessage(a.codesTitle)}</h3>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.codesIntro, { count: codes.length })}</p>
      <ol
        aria-label={intl.formatMessage(a.codesList)}
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
          label={intl.formatMessage(a.copyCodes)}
          copiedLabel={intl.formatMessage(a.codesCopied)}
          failedLabel={intl.formatMessage(a.copyFailed)}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadText(
              `${intl.formatMessage(m.fileHeading, { username })}\n\n${text}\n`,
              RECOVERY_CODES_FILE,
            )
          }
        >
          {intl.formatMessage(a.downloadCodes)}
        </Button>
      </div>
      <Button type="button" fullWidth onClick={onSaved}>
        {intl.formatMessage(a.codesSaved)}
      </Button>
    </div>
  );
}
