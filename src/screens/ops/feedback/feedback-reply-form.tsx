import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useReplyToFeedback } from '../../../api/ops-feedback-reply.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { TextArea } from '../../../components/molecules/text-area/text-area.tsx';
import { FEEDBACK_REPLY_MAX_LENGTH, feedbackReplySchema } from '../../../contract/calls/ops-feedback.ts';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { opsFeedbackMessages } from './ops-feedback-messages.ts';

/**
 * The reply to one feedback: the operator's words, mailed as typed in a frame in the sender's
 * language. Sending marks the feedback handled; a refusal (the mail could not go) shows under it.
 */
export function FeedbackReplyForm({ id, onSent }: { id: number; onSent: () => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync: reply } = useReplyToFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, formState, watch } = useZodForm(feedbackReplySchema, {
    defaultValues: { id, message: '' } satisfies z.input<typeof feedbackReplySchema>,
  });
  const { errors, isSubmitting } = formState;
  const message = watch('message');

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      await reply(input);
      onSent();
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  const error = errors.message
    ? message.trim().length === 0
      ? intl.formatMessage(opsFeedbackMessages.replyRequired)
      : intl.formatMessage(opsFeedbackMessages.replyTooLong, { max: FEEDBACK_REPLY_MAX_LENGTH })
    : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextArea
        label={intl.formatMessage(opsFeedbackMessages.replyLabel)}
        hint={intl.formatMessage(opsFeedbackMessages.replyHint)}
        error={error}
        maxLength={FEEDBACK_REPLY_MAX_LENGTH}
        rows={6}
        dir="auto"
        {...register('message')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(opsFeedbackMessages.send)}
        </Button>
      </div>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
