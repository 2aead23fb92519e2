import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { REPORT_DESCRIPTION_MAX_LENGTH } from '../../../contract/calls/user-reports-and-blocks.ts';
import { Button } from '../../atoms/button/button.tsx';
import { Spinner } from '../../atoms/spinner/spinner.tsx';
import { EmptyState } from '../../molecules/empty-state/empty-state.tsx';
import { TextArea } from '../../molecules/text-area/text-area.tsx';
import { Modal } from '../modal/modal.tsx';
import { checkReport, type ReportDraft, type ReportProblem } from './report-dialog.logic.ts';

/** The contract's limit, written out: importing the value would bring the contract's schemas. */
export const REPORT_DESCRIPTION_MAX_CHARS = 300 satisfies typeof REPORT_DESCRIPTION_MAX_LENGTH;

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

const PROBLEMS: Record<ReportProblem, MessageDescriptor> = {
  reason: messages.reasonRequired,
  description: messages.descriptionRequired,
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
  const [draft, setDraft] = useState<ReportDraft>({ type: null, description: '' });
  const [problems, setProblems] = useState<readonly ReportProblem[]>([]);
  const problem = (which: ReportProblem) =>
    problems.includes(which) ? intl.formatMessage(PROBLEMS[which]) : undefined;

  const change = (next: ReportDraft) => {
    setDraft(next);
    // An error goes as soon as what it asked for is given.
    if (problems.length) setProblems(checkReport(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkReport(draft);
    setProblems(found);
    if (found.length === 0 && draft.type !== null)
      onSubmit({ type: draft.type, reason: draft.description.trim() });
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
            aria-describedby={problem('reason') ? `${legendId}-error` : undefined}
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
                    checked={draft.type === index}
                    onChange={() => change({ ...draft, type: index })}
                    className="h-5 w-5 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="text-[0.9375rem] text-ink">{reason}</span>
                </label>
              ))}
            </div>
            {problem('reason') ? (
              <p id={`${legendId}-error`} className="mt-1.5 text-sm text-red-700">
                {problem('reason')}
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
            maxLength={REPORT_DESCRIPTION_MAX_CHARS}
            value={draft.description}
            onChange={(event) => change({ ...draft, description: event.target.value })}
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
