import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useConfirmTwoFactor } from '../../api/confirm-two-factor.ts';
import { useDisableTwoFactor } from '../../api/disable-two-factor.ts';
import { useTwoFactor } from '../../api/get-two-factor.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { useRenewRecoveryCodes } from '../../api/renew-recovery-codes.ts';
import { useStartTwoFactor } from '../../api/start-two-factor.ts';
import { Badge } from '../../components/atoms/badge/badge.tsx';
import { Button } from '../../components/atoms/button/button.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { TwoFactorEnrolment } from '../../contract/two-factor.ts';
import { showPopup } from '../../state/popup.ts';
import { EnrolPanel } from './enrol-panel.tsx';
import { FormRefusal } from './form-refusal.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoFactorOnPanel } from './two-factor-on-panel.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

/** What the section shows besides the server's status: an enrolment, or codes shown once. */
type Step =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] };

/** A refusal's text (spec §8), or nothing when the call went through. */
async function refusalOf(call: () => Promise<unknown>): Promise<string | void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}

/**
 * The member's two-factor authentication (issue 26): off (turn on), enrolling (QR code, key and
 * a first code), the ten recovery codes shown once, on (new recovery codes, turn off); each form
 * shows the server's refusal under it.
 */
export function TwoFactorSection() {
  const intl = useIntl();
  const status = useTwoFactor();
  const username = useUserInfo().data?.username ?? '';
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [startRefusal, setStartRefusal] = useState<string | undefined>();

  const turnOn = async () => {
    setStartRefusal(undefined);
    const refusal = await refusalOf(async () =>
      setStep({ kind: 'enrolling', enrolment: await start.mutateAsync() }),
    );
    if (refusal) setStartRefusal(refusal);
  };
  const showCodes = (codes: string[]) => setStep({ kind: 'codes', codes });

  const on = status.data?.enabled === true && step.kind !== 'enrolling';
  return (
    <section
      aria-labelledby="two-factor-title"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="two-factor-title" className="text-lg font-semibold text-ink">
          {intl.formatMessage(m.title)}
        </h2>
        {status.data ? (
          <Badge tone={on ? 'success' : 'neutral'}>{intl.formatMessage(on ? m.statusOn : m.statusOff)}</Badge>
        ) : null}
      </div>
      <AsyncContent
        status={status.status}
        data={status.data}
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isRefetching}
      >
        {(current) => {
          if (step.kind === 'codes')
            return (
              <RecoveryCodesPanel
                codes={step.codes}
                username={username}
                onSaved={() => setStep({ kind: 'status' })}
              />
            );
          if (step.kind === 'enrolling')
            return (
              <EnrolPanel
                enrolment={step.enrolment}
                onCancel={() => setStep({ kind: 'status' })}
                onConfirm={(code) =>
                  refusalOf(async () => showCodes((await confirm.mutateAsync(code)).recovery_codes))
                }
              />
            );
          if (current.enabled)
            return (
              <TwoFactorOnPanel
                status={current}
                onRenewCodes={(code) =>
                  refusalOf(async () => showCodes((await renew.mutateAsync(code)).recovery_codes))
                }
                onTurnOff={(code) =>
                  refusalOf(async () => {
                    await disable.mutateAsync(code);
                    showPopup(intl.formatMessage(m.turnedOff));
                  })
                }
              />
            );
          return (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-ink-muted">{intl.formatMessage(m.offIntro)}</p>
              <FormRefusal message={startRefusal} />
              <Button type="button" fullWidth loading={start.isPending} onClick={() => void turnOn()}>
                {intl.formatMessage(m.turnOn)}
              </Button>
            </div>
          );
        }}
      </AsyncContent>
    </section>
  );
}
