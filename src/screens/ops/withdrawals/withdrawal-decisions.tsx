import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecideWithdrawal, type WithdrawalDecisionInput } from '../../../api/ops-withdrawal-decide.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import {
  decideWithdrawalSchema,
  FAIL_REASON_MAX,
  PAYOUT_REFERENCE_MAX,
  type OpsWithdrawal,
  type WithdrawalDecision,
} from '../../../contract/calls/ops-withdrawals.ts';
import { WITHDRAWAL_STATUS } from '../../../contract/enums.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsWithdrawalsMessages as m } from './ops-withdrawals-messages.ts';

/** What the live region says once a decision is made. */
const DONE: Record<WithdrawalDecision, MessageDescriptor> = {
  pass: m.approved,
  complete: m.completed,
  fail: m.failed,
};

/** Sends a decision; answers the refusal to show, or null once made (and announced). */
function useDecision(onDecided: (message: string) => void) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync } = useDecideWithdrawal();
  return async (input: WithdrawalDecisionInput): Promise<string | null> => {
    try {
      await mutateAsync(input);
      onDecided(intl.formatMessage(DONE[input.decision]));
      return null;
    } catch (error) {
      return refusalText(error);
    }
  };
}

/** Approve: no field, one press (only a pending withdrawal). */
function ApproveAction({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const decide = useDecision(onDecided);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const refusalId = useId();
  const approve = async () => {
    setBusy(true);
    setRefusal(await decide({ id, decision: 'pass' }));
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-sm text-ink-muted">
        {intl.formatMessage(m.approveHint)}
      </p>
      <div>
        <Button loading={busy} aria-describedby={hintId} onClick={() => void approve()}>
          {intl.formatMessage(m.approve)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </div>
  );
}

/** Mark paid out: the payout's reference, which the contract requires. */
function CompleteForm({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const decide = useDecision(onDecided);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, formState, watch } = useZodForm(decideWithdrawalSchema, {
    defaultValues: { id, decision: 'complete', reference: '' } satisfies z.input<
      typeof decideWithdrawalSchema
    >,
  });
  const reference = watch('reference') ?? '';
  const submit = handleSubmit(async (input) => setRefusal(await decide(input)));
  const error = formState.errors.reference
    ? reference.trim() === ''
      ? intl.formatMessage(m.referenceRequired)
      : intl.formatMessage(m.referenceTooLong, { max: PAYOUT_REFERENCE_MAX })
    : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextField
        label={intl.formatMessage(m.reference)}
        hint={intl.formatMessage(m.referenceHint)}
        error={error}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        {...register('reference')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
      <div>
        <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
          {intl.formatMessage(m.complete)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}

/** Fail: the reason the creator reads, which the contract requires. */
function FailForm({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const decide = useDecision(onDecided);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, formState, watch } = useZodForm(decideWithdrawalSchema, {
    defaultValues: { id, decision: 'fail', reason: '' } satisfies z.input<typeof decideWithdrawalSchema>,
  });
  const reason = watch('reason') ?? '';
  const submit = handleSubmit(async (input) => setRefusal(await decide(input)));
  const error = formState.errors.reason
    ? reason.trim() === ''
      ? intl.formatMessage(m.reasonRequired)
      : intl.formatMessage(m.reasonTooLong, { max: FAIL_REASON_MAX })
    : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextArea
        label={intl.formatMessage(m.reason)}
        hint={intl.formatMessage(m.reasonHint)}
        error={error}
        maxLength={FAIL_REASON_MAX}
        rows={3}
        dir="auto"
        value={reason}
        {...register('reason')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
      <div>
        <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
          {intl.formatMessage(m.fail)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}

/**
 * What finance may still do with a withdrawal: approve a pending one, mark a pending or approved
 * one paid out (with the reference), or fail it (with the reason). A final one takes nothing more.
 */
export function WithdrawalDecisions({
  withdrawal,
  onDecided,
}: {
  withdrawal: OpsWithdrawal;
  onDecided: (message: string) => void;
}) {
  const intl = useIntl();
  const { id, status } = withdrawal;
  if (status !== WITHDRAWAL_STATUS.pending && status !== WITHDRAWAL_STATUS.passed)
    return <p className="text-sm text-ink-muted">{intl.formatMessage(m.final)}</p>;
  return (
    <div className="flex flex-col gap-6">
      {status === WITHDRAWAL_STATUS.pending ? <ApproveAction id={id} onDecided={onDecided} /> : null}
      <CompleteForm id={id} onDecided={onDecided} />
      <FailForm id={id} onDecided={onDecided} />
    </div>
  );
}
