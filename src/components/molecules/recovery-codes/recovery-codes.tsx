import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { authenticatorMessages as a } from '../../messages/authenticator-messages.ts';
import { CopyButton, downloadText } from '../copy-button/copy-button.tsx';

/** The name the downloaded codes are saved under. */
export const RECOVERY_CODES_FILE = 'fanvault-recovery-codes.txt';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** What the codes are for and that they are shown once, above the list. */
  intro: string;
  /** The downloaded file's first line: whose codes they are (a username, an operator's email). */
  fileHeading: string;
  /** A heading above the intro, where the codes are not the page's own step. */
  heading?: ReactNode;
  onSaved: () => void;
}

/**
 * Recovery codes shown once (the server keeps only their hashes), for a member's two-factor
 * authentication and an operator's enrolment alike: the list (left to right in every language,
 * selectable at once), copy them, download them as a text file, then say they are saved.
 */
export function RecoveryCodes({ codes, intro, fileHeading, heading, onSaved }: RecoveryCodesProps) {
  const intl = useIntl();
  const text = codes.join('\n');
  return (
    <div className="flex flex-col gap-5">
      {heading}
      <p className="text-sm text-ink-muted">{intro}</p>
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
          onClick={() => downloadText(`${fileHeading}\n\n${text}\n`, RECOVERY_CODES_FILE)}
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
