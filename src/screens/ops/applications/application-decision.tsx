import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecideApplication, type ApplicationDecisionInput } from '../../../api/ops-applications-decide.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import {
  APPLICATION_REASON_MAX_LENGTH,
  applicationDecisionSchema,
} from '../../../contract/calls/ops-applications.ts';
import { ApproveAction, DecisionForm, useDecision, type Decide } from '../queue/decision-actions.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

/** Refuse: the reason the applicant reads, which the contract requires (1 to 500 characters). */
function RejectForm({ id, decide }: { id: number; decide: Decide<ApplicationDecisionInput> }) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, formState, watch } = useZodForm(applicationDecisionSchema, {
    defaultValues: { decision: 'reject', reason: '' } satisfies z.input<typeof applicationDecisionSchema>,
  });
  const reason = watch('reason') ?? '';
  const submit = handleSubmit(async (input) => setRefusal(await decide({ id, ...input })));
  const error = formState.errors.reason
    ? reason.trim() === ''
      ? intl.formatMessage(m.reasonRequired)
      : intl.formatMessage(m.reasonTooLong, { max: APPLICATION_REASON_MAX_LENGTH })
    : undefined;
  return (
    <DecisionForm
      onSubmit={(event) => void submit(event)}
      submitLabel={intl.formatMessage(m.reject)}
      submitting={formState.isSubmitting}
      refusalId={refusalId}
      refusal={refusal}
    >
      <TextArea
        label={intl.formatMessage(m.reason)}
        hint={intl.formatMessage(m.reasonHint)}
        error={error}
        maxLength={APPLICATION_REASON_MAX_LENGTH}
        rows={3}
        dir="auto"
        value={reason}
        {...register('reason')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
    </DecisionForm>
  );
}

/** What a reviewer decides on a pending application: approve it, or refuse it with a reason. */
export function ApplicationDecision({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const { mutateAsync } = useDecideApplication();
  const decide = useDecision(
    mutateAsync,
    (input: ApplicationDecisionInput) =>
      intl.formatMessage(input.decision === 'approve' ? m.approved : m.rejected),
    onDecided,
  );
  return (
    <section className="flex flex-col gap-4">
      <h3 className="text-base font-semibold text-ink">{intl.formatMessage(m.decisionTitle)}</h3>
      <ApproveAction
        hint={intl.formatMessage(m.approveHint)}
        label={intl.formatMessage(m.approve)}
        approve={() => decide({ id, decision: 'approve' })}
      />
      <RejectForm id={id} decide={decide} />
    </section>
  );
}
