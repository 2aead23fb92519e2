import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecideReports } from '../../../api/ops-reports-decide.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Checkbox } from '../../../components/atoms/checkbox/checkbox.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import {
  REPORT_ACTIONS,
  REPORT_DECISION_REASON_MAX,
  reportDecisionSchema,
  SUSPENSION_DAYS_MAX,
  type ReportTarget,
} from '../../../contract/calls/ops-reports.ts';
import { REPORT_DECISION_RULE_ERROR } from '../../../contract/rules/report-rules.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsReportsMessages as m, reportActionMessages } from './ops-reports-messages.ts';

/** How long a suspension runs: a number of days, or "for good" (null). */
function SuspensionLength({
  value,
  onChange,
  error,
}: {
  value: number | null | undefined;
  onChange: (days: number | null | undefined) => void;
  error: string | undefined;
}) {
  const intl = useIntl();
  const forGood = value === null;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField
        label={intl.formatMessage(m.days)}
        hint={intl.formatMessage(m.daysHint, { max: SUSPENSION_DAYS_MAX })}
        error={error}
        type="number"
        inputMode="numeric"
        min={1}
        max={SUSPENSION_DAYS_MAX}
        disabled={forGood}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed === '' ? undefined : Number(typed));
        }}
        className="w-40"
      />
      <Checkbox
        label={intl.formatMessage(m.forGood)}
        checked={forGood}
        onChange={(event) => onChange(event.target.checked ? null : undefined)}
      />
    </div>
  );
}

/**
 * The decision on a target's open reports: an action, the reason (required), and for a suspension
 * how many days or for good. Hiding is offered for a post only. A refusal shows under the form.
 */
export function ReportDecisionForm({
  target,
  onDecided,
}: {
  target: ReportTarget;
  onDecided: (message: string) => void;
}) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync } = useDecideReports();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const legendId = useId();
  const { control, register, handleSubmit, formState, watch } = useZodForm(reportDecisionSchema, {
    defaultValues: { target, action: 'dismiss', reason: '' } satisfies z.input<typeof reportDecisionSchema>,
  });
  const action = watch('action');
  const reason = watch('reason') ?? '';
  const actions = REPORT_ACTIONS.filter((choice) => choice !== 'hide-post' || target.type === 'post');

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const { closed } = await mutateAsync(input);
      onDecided(intl.formatMessage(m.decided, { count: closed }));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  const reasonError = formState.errors.reason
    ? reason.trim() === ''
      ? intl.formatMessage(m.reasonRequired)
      : intl.formatMessage(m.reasonTooLong, { max: REPORT_DECISION_REASON_MAX })
    : undefined;
  const daysIssue = formState.errors.days?.message;
  const daysError = daysIssue
    ? daysIssue === REPORT_DECISION_RULE_ERROR.days
      ? intl.formatMessage(m.daysRequired)
      : intl.formatMessage(m.daysRange, { max: SUSPENSION_DAYS_MAX })
    : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <fieldset aria-labelledby={legendId} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 text-sm font-medium text-ink">
          {intl.formatMessage(m.action)}
        </legend>
        {actions.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={choice}
              {...register('action')}
              className="h-5 w-5 accent-brand-600 focus-visible:outline-none"
            />
            <span className="text-[0.9375rem] text-ink">
              {intl.formatMessage(reportActionMessages[choice])}
            </span>
          </label>
        ))}
      </fieldset>
      {action === 'suspend' ? (
        <Controller
          control={control}
          name="days"
          render={({ field }) => (
            <SuspensionLength value={field.value} onChange={field.onChange} error={daysError} />
          )}
        />
      ) : null}
      <TextArea
        label={intl.formatMessage(m.reason)}
        hint={intl.formatMessage(m.reasonHint, { max: REPORT_DECISION_REASON_MAX })}
        error={reasonError}
        maxLength={REPORT_DECISION_REASON_MAX}
        rows={3}
        dir="auto"
        value={reason}
        {...register('reason')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
