import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useDecidePost, type PostDecisionInput } from '../../../api/ops-posts-decide.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { rejectionReasonMessages } from '../../../components/molecules/rejection-reason/rejection-reason-messages.ts';
import { Select } from '../../../components/molecules/select/select.tsx';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import type { Post } from '../../../contract/entities.ts';
import {
  POST_DECISION_RULE_ERROR,
  postDecisionSchema,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_REJECTION_REASONS,
} from '../../../contract/post-review.ts';
import { ApproveAction, DecisionForm, useDecision, type Decide } from '../queue/decision-actions.tsx';
import { opsPostsMessages as m } from './ops-posts-messages.ts';

/** Reject: a reason from the list (the creator reads it in their language) and a note. */
function RejectForm({ post, decide }: { post: Post; decide: Decide<PostDecisionInput> }) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { control, register, handleSubmit, formState, watch } = useZodForm(postDecisionSchema, {
    defaultValues: { id: post.id, decision: 'reject', note: '' } satisfies z.input<typeof postDecisionSchema>,
  });
  const note = watch('note') ?? '';
  const submit = handleSubmit(async (input) => setRefusal(await decide(input)));
  const noteError = formState.errors.note?.message;
  return (
    <DecisionForm
      onSubmit={(event) => void submit(event)}
      submitLabel={intl.formatMessage(m.reject)}
      submitting={formState.isSubmitting}
      refusalId={refusalId}
      refusal={refusal}
    >
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.reason)}
            placeholder={intl.formatMessage(m.reasonPlaceholder)}
            options={REVIEW_REJECTION_REASONS.map((reason) => ({
              value: reason,
              label: intl.formatMessage(rejectionReasonMessages[reason]),
            }))}
            value={field.value ?? null}
            onChange={field.onChange}
            name={field.name}
            error={fieldState.error ? intl.formatMessage(m.reasonRequired) : undefined}
          />
        )}
      />
      <TextArea
        label={intl.formatMessage(m.note)}
        hint={intl.formatMessage(m.noteHint, { max: REVIEW_NOTE_MAX_LENGTH })}
        error={
          noteError === POST_DECISION_RULE_ERROR.noteRequired
            ? intl.formatMessage(m.noteRequired)
            : noteError
              ? intl.formatMessage(m.noteTooLong, { max: REVIEW_NOTE_MAX_LENGTH })
              : undefined
        }
        maxLength={REVIEW_NOTE_MAX_LENGTH}
        rows={3}
        dir="auto"
        value={note}
        {...register('note')}
        {...(refusal ? { 'aria-describedby': refusalId } : {})}
      />
    </DecisionForm>
  );
}

/** What the operator decides on a waiting post: approve it, or reject it with a reason and a note. */
export function PostDecisionForm({ post, onDecided }: { post: Post; onDecided: (message: string) => void }) {
  const intl = useIntl();
  const { mutateAsync } = useDecidePost();
  const title = post.title || intl.formatMessage(m.untitled);
  const decide = useDecision(
    mutateAsync,
    (input: PostDecisionInput) =>
      intl.formatMessage(input.decision === 'approve' ? m.approved : m.rejected, { title }),
    onDecided,
  );
  return (
    <section aria-labelledby={`decide-${post.id}`} className="flex flex-col gap-5 border-t border-line pt-4">
      <h3 id={`decide-${post.id}`} className="text-base font-semibold text-ink">
        {intl.formatMessage(m.decisionTitle)}
      </h3>
      {/* Approving publishes the post at its publication time. */}
      <ApproveAction
        hint={intl.formatMessage(m.approveHint)}
        label={intl.formatMessage(m.approve)}
        approve={() => decide({ id: post.id, decision: 'approve' })}
      />
      <RejectForm post={post} decide={decide} />
    </section>
  );
}
