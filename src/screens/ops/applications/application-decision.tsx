import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecideApplication, type ApplicationDecisionInput } from '../../../api/ops-applications-decide.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import {
  APPLICATION_REASON_MAX_LENGTH,
  applicationDecisionSchema,
} from '../../../contract/calls/ops-applications.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsApplicationsMessages as m } from './ops-applications-messages.ts';

/** Sends a decision; answers the refusal to show, or null once made (and announced). */
function useDecision(onDecided: (message: string) => void) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync } = useDecideApplication();
  return async (input: ApplicationDecisionInput): Promise<string | null> => {
    try {
      await mutateAsync(input);
      onDecided(intl.formatMessage(input.decision === 'approve' ? m.approved : m.rejected));
      return null;
    } catch (error) {
      return refusalText(error);
    }
  };
}

/** Approve: no field, one press. */
function ApproveAction({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const decide = useDecision(onDecided);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const refusalId = useId();
  const approve = async () => {
    setBusy(true);
    setRefusal(await decide({ id, decision: 'approve' }));
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

/** Refuse: the reason the applicant reads, which the contract requires (1 to 500 characters). */
function RejectForm({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const decide = useDecision(onDecided);
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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
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
      <div>
        <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
          {intl.formatMessage(m.reject)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}

/** What a reviewer decides on a pending application: approve it, or refuse it with a reason. */
export function ApplicationDecision({ id, onDecided }: { id: number; onDecided: (message: string) => void }) {
  const intl = useIntl();
  return (
    <section className="flex flex-col gap-4">
      <h3 className="text-base font-semibold text-ink">{intl.formatMessage(m.decisionTitle)}</h3>
      <ApproveAction id={id} onDecided={onDecided} />
      <RejectForm id={id} onDecided={onDecided} />
    </section>
  );
}
