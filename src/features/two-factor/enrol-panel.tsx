import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { authenticatorMessages as a } from '../../components/messages/authenticator-messages.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { CopyButton } from '../../components/molecules/copy-button/copy-button.tsx';
import type { TwoFactorEnrolment } from '../../contract/two-factor.ts';
import { CodeConfirmForm } from './code-confirm-form.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

/** The QR encoder loads with enrolment, once in a member's life, not with the account pages. */
const QrCode = lazy(() =>
  import('../../components/atoms/qr-code/qr-code.tsx').then((module) => ({ default: module.QrCode })),
);

/** A base32 secret in groups of four, as authenticator apps show and people type it. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export interface EnrolPanelProps {
  enrolment: TwoFactorEnrolment;
  /** Confirms with the app's first code; resolves with the server's refusal, or nothing. */
  onConfirm: (code: string) => Promise<string | void>;
  onCancel: () => void;
}

/** Turning the factor on: the QR code, the key to type by hand, and the app's first code. */
export function EnrolPanel({ enrolment, onConfirm, onCancel }: EnrolPanelProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.enrolIntro)}</p>
      {/* Its square is kept while the encoder loads, so the key and the field below do not jump. */}
      <div className="flex min-h-48 justify-center">
        <Suspense fallback={null}>
          <QrCode
            value={enrolment.uri}
            label={intl.formatMessage(a.qrLabel)}
            className="rounded-xl ring-1 ring-line"
          />
        </Suspense>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink">{intl.formatMessage(a.secretLabel)}</p>
        <code
          dir="ltr"
          data-testid="two-factor-secret"
          className="rounded-lg bg-surface-sunken px-3 py-2 text-center font-mono text-base tracking-wider break-all text-ink select-all"
        >
          {groupSecret(enrolment.secret)}
        </code>
        <CopyButton
          text={enrolment.secret}
          label={intl.formatMessage(a.copyKey)}
          copiedLabel={intl.formatMessage(a.keyCopied)}
          failedLabel={intl.formatMessage(a.copyFailed)}
        />
      </div>
      <CodeConfirmForm
        submitLabel={intl.formatMessage(m.enrolConfirm)}
        hint={intl.formatMessage(m.enrolCodeHint)}
        onSubmit={onConfirm}
      />
      <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
    </div>
  );
}
