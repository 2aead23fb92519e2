import { useId, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_RULE_ERROR,
  reportFormSchema,
  type ReportRuleError,
} from '../../../contract/rules/report-rules.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { EmptyState } from '../../molecules/empty-state/empty-state.tsx';
import { useZodForm } from '../../molecules/form/use-zod-form.ts';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { Modal } from '../modal/modal.tsx';

const messages = defineMessages({
  title: defineMessage<{ name: string }>({ id: 'report.title', defaultMessage: 'Report {name}' }),
  intro: {
    id: 'report.intro',
    defaultMessage: 'Reports are private. Our team reviews every one against the rules.',
  },
  reasons: { id: 'report.reasons', defaultMessage: 'Why are you reporting this?' },
  description: { id: 'report.description', defaultMessage: 'What happened?' },
  descriptionHint: { id: 'report.descriptionHint', defaultMessage: 'Tell us what is wrong, in a few words.' },
  reasonRequired: { id: 'report.reasonRequired', defaultMessage: 'Choose a reason.' },
  descriptionRequired: { id: 'report.descriptionRequired', defaultMessage: 'Describe what happened.' },
  cancel: { id: 'report.cancel', defaultMessage: 'Cancel' },
  send: { id: 'report.send', defaultMessage: 'Send report' },
  reasonsFailed: { id: 'report.reasonsFailed', defaultMessage: 'The reasons could not be loaded.' },
});

const RULE_TEXT: Record<ReportRuleError, MessageDescriptor> = {
  [REPORT_RULE_ERROR.reason]: messages.reasonRequired,
  [REPORT_RULE_ERROR.description]: messages.descriptionRequired,
};

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Who is reported, as their name reads. */
  name: string;
  /** The reasons in the server's order (a report names one by index); undefined while loading. */
  reasons: readonly string[] | undefined;
  /** The reasons could not be loaded: a failure with Reload. @default false */
  reasonsFailed?: boolean;
  onReloadReasons?: () => void;
  /** Called with a reason chosen and a description, trimmed and not empty. */
  onSubmit: (report: { type: number; reason: string }) => void;
  /** The report is on its way. @default false */
  sending?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string;
}

/**
 * The report dialog (spec §2, §5): a reason chosen from the server's list and a description,
 * both required, checked when Send is pressed; the errors sit under their fields.
 */
export function ReportDialog({
  open,
  onClose,
  name,
  reasons,
  reasonsFailed = false,
  onReloadReasons,
  onSubmit,
  sending = false,
  error,
}: ReportDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const legendId = useId();
  const { control, register, handleSubmit, formState } = useZodForm(reportFormSchema, {
    defaultValues: { type: null, description: '' },
    // Checked when Send is pressed, then as it is corrected: an error goes as soon as what it
    // asked for is given. The focus stays on Send, as it always has.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const chosenReason = useController({ control, name: 'type' });
  const problem = (which: 'type' | 'description') => {
    const message = formState.errors[which]?.message;
    if (!message) return undefined;
    const known = RULE_TEXT[message as ReportRuleError] as MessageDescriptor | undefined;
    return known ? intl.formatMessage(known) : message;
  };
  const check = handleSubmit(({ type, description }) => onSubmit({ type, reason: description }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second press while the report is on its way neither checks nor sends.
    if (!sending) void check(event);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage(messages.title, { name })}
      description={intl.formatMessage(messages.intro)}
      size="md"
      footer={
        reasons ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {intl.formatMessage(messages.send)}
            </Button>
          </>
        ) : null
      }
    >
      {reasons ? (
        <form id={formId} onSubmit={submit} noValidate className="space-y-5 pb-1">
          <fieldset
            aria-labelledby={legendId}
            aria-describedby={problem('type') ? `${legendId}-error` : undefined}
          >
            <legend id={legendId} className="mb-2 text-sm font-medium text-ink">
              {intl.formatMessage(messages.reasons)}
            </legend>
            <div className="space-y-1">
              {reasons.map((reason, index) => (
                <label
                  key={reason}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${formId}-reason`}
                    value={index}
                    checked={chosenReason.field.value === index}
                    onChange={() => chosenReason.field.onChange(index)}
                    onBlur={chosenReason.field.onBlur}
                    className="h-5 w-5 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="text-[0.9375rem] text-ink">{reason}</span>
                </label>
              ))}
            </div>
            {problem('type') ? (
              <p id={`${legendId}-error`} className="mt-1.5 text-sm text-red-700">
                {problem('type')}
              </p>
            ) : null}
          </fieldset>
          <TextArea
            label={intl.formatMessage(messages.description)}
            hint={intl.formatMessage(messages.descriptionHint)}
            error={problem('description')}
            required
            dir="auto"
            rows={3}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            {...register('description')}
          />
          {error ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </form>
      ) : reasonsFailed ? (
        <EmptyState
          tone="error"
          title={intl.formatMessage(messages.reasonsFailed)}
          onReload={onReloadReasons}
        />
      ) : (
        <div className="flex justify-center py-10">
          <Spinner announce className="text-brand-600" />
        </div>
      )}
    </Modal>
  );
}
