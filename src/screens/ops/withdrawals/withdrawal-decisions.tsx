import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecideWithdrawal, type WithdrawalDecisionInput } from '../../../api/ops-withdrawal-decide.ts';
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
import { ApproveAction, DecisionForm, useDecision, type Decide } from '../queue/decision-actions.tsx';
import { opsWithdrawalsMessages as m } from './ops-withdrawals-messages.ts';

/** What the live region says once a decision is made. */
const DONE: Record<WithdrawalDecision, MessageDescriptor> = {
  pass: m.approved,
  complete: m.completed,
  fail: m.failed,
};

/** Mark paid out: the payout's reference, which the contract requires. */
function CompleteForm({ id, decide }: { id: number; decide: Decide<WithdrawalDecisionInput> }) {
  const intl = useIntl();
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
    <DecisionForm
      onSubmit={(event) => void submit(event)}
      submitLabel={intl.formatMessage(m.complete)}
      submitting={formState.isSubmitting}
      refusalId={refusalId}
      refusal={refusal}
    >
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
    </DecisionForm>
  );
}

/** Fail: the reason the creator reads, which the contract requires. */
function FailForm({ id, decide }: { id: number; decide: Decide<WithdrawalDecisionInput> }) {
  const intl = useIntl();
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
    <DecisionForm
      onSubmit={(event) => void submit(event)}
      submitLabel={intl.formatMessage(m.fail)}
      submitting={formState.isSubmitting}
      refusalId={refusalId}
      refusal={refusal}
    >
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
    </DecisionForm>
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
  const { mutateAsync } = useDecideWithdrawal();
  const decide = useDecision(
    mutateAsync,
    (input: WithdrawalDecisionInput) => intl.formatMessage(DONE[input.decision]),
    onDecided,
  );
  if (status !== WITHDRAWAL_STATUS.pending && status !== WITHDRAWAL_STATUS.passed)
    return <p className="text-sm text-ink-muted">{intl.formatMessage(m.final)}</p>;
  return (
    <div className="flex flex-col gap-6">
      {status === WITHDRAWAL_STATUS.pending ? (
        <ApproveAction
          hint={intl.formatMessage(m.approveHint)}
          label={intl.formatMessage(m.approve)}
          approve={() => decide({ id, decision: 'pass' })}
        />
      ) : null}
      <CompleteForm id={id} decide={decide} />
      <FailForm id={id} decide={decide} />
    </div>
  );
}
