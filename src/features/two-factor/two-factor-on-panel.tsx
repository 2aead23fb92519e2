import { useIntl } from 'react-intl';
import type { TwoFactorStatus } from '../../contract/two-factor.ts';
import { CodeConfirmForm } from './code-confirm-form.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

export interface TwoFactorOnPanelProps {
  status: TwoFactorStatus;
  /** Each resolves with the server's refusal, or nothing. */
  onRenewCodes: (code: string) => Promise<string | void>;
  onTurnOff: (code: string) => Promise<string | void>;
}

/** The factor is on: the recovery codes left, new codes for a current code, turning it off. */
export function TwoFactorOnPanel({ status, onRenewCodes, onTurnOff }: TwoFactorOnPanelProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.onIntro)}</p>
        <p className="text-sm font-medium text-ink">
          {intl.formatMessage(m.codesLeft, { count: status.recovery_codes_left })}
        </p>
      </div>
      <section aria-labelledby="two-factor-new-codes" className="flex flex-col gap-3">
        <h3 id="two-factor-new-codes" className="font-semibold text-ink">
          {intl.formatMessage(m.newCodes)}
        </h3>
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.newCodesIntro)}</p>
        <CodeConfirmForm submitLabel={intl.formatMessage(m.newCodes)} onSubmit={onRenewCodes} />
      </section>
      <section aria-labelledby="two-factor-turn-off" className="flex flex-col gap-3">
        <h3 id="two-factor-turn-off" className="font-semibold text-ink">
          {intl.formatMessage(m.turnOff)}
        </h3>
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.turnOffIntro)}</p>
        <CodeConfirmForm submitLabel={intl.formatMessage(m.turnOff)} onSubmit={onTurnOff} danger />
      </section>
    </div>
  );
}
