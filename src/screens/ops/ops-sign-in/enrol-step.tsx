import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SignedInOperator } from '../../../api/ops-me.ts';
import { CodeForm } from './code-form.tsx';
import { CopyButton } from '../../../components/molecules/copy-button/copy-button.tsx';
import { signInMessages } from './sign-in-messages.ts';

/** The QR encoder loads with enrolment, once in an operator's life, not with every sign-in. */
const QrCode = lazy(() =>
  import('../../../components/atoms/qr-code/qr-code.tsx').then((module) => ({ default: module.QrCode })),
);

/** A base32 secret in groups of four, as authenticator apps show and people type it. */
function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Enrolment, at an operator's first sign-in: the otpauth URI as a QR code, the secret to type by
 * hand, then the first code from the app, which confirms both the enrolment and the sign-in.
 */
export function EnrolStep({
  secret,
  uri,
  onConfirmed,
  footer,
}: {
  secret: string;
  uri: string;
  onConfirmed: (operator: SignedInOperator, recoveryCodes: string[]) => void;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{intl.formatMessage(signInMessages.enrolIntro)}</p>
      {/* Its square is kept while the encoder loads, so the key and the field below do not jump. */}
      <div className="flex min-h-48 justify-center">
        <Suspense fallback={null}>
          <QrCode
            value={uri}
            label={intl.formatMessage(signInMessages.qrLabel)}
            className="rounded-xl ring-1 ring-line"
          />
        </Suspense>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink">{intl.formatMessage(signInMessages.secretLabel)}</p>
        <code
          dir="ltr"
          className="rounded-lg bg-surface-sunken px-3 py-2 text-center font-mono text-base tracking-wider break-all text-ink select-all"
        >
          {groupSecret(secret)}
        </code>
        <CopyButton
          text={secret}
          label={intl.formatMessage(signInMessages.copyKey)}
          copiedLabel={intl.formatMessage(signInMessages.keyCopied)}
          failedLabel={intl.formatMessage(signInMessages.copyFailed)}
        />
      </div>
      <CodeForm
        onConfirmed={onConfirmed}
        submitLabel={intl.formatMessage(signInMessages.confirm)}
        // The steps above the field come first: the screen's title takes the focus.
        autoFocus={false}
        footer={footer}
      />
    </div>
  );
}
