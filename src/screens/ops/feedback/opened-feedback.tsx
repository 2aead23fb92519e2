import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMarkFeedbackHandled } from '../../../api/ops-feedback-handle.ts';
import { useOpsFeedbackItem } from '../../../api/ops-feedback-item.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { FormRefusal, useRefusalText } from '../ops-sign-in/form-refusal.tsx';
import { FeedbackDetail } from './feedback-detail.tsx';
import { FeedbackReplyForm } from './feedback-reply-form.tsx';
import { opsFeedbackMessages } from './ops-feedback-messages.ts';

/** The opened feedback with what an operator does with it: reply by email, or mark it handled. */
export function OpenedFeedback({ id }: { id: number }) {
  const intl = useIntl();
  const query = useOpsFeedbackItem(id);
  const { mutateAsync: markHandled, isPending: marking } = useMarkFeedbackHandled();
  const refusalText = useRefusalText();
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const mark = async () => {
    setRefusal(null);
    try {
      await markHandled(id);
      setDone(intl.formatMessage(opsFeedbackMessages.marked));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  };

  return (
    <AsyncContent
      status={query.status}
      data={query.data}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isRefetching}
    >
      {(feedback) => (
        <div className="flex flex-col gap-6">
          <FeedbackDetail feedback={feedback} />
          <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
            {done}
          </p>
          <section className="flex flex-col gap-3">
            <h3 className="text-base font-semibold text-ink">
              {intl.formatMessage(opsFeedbackMessages.replyTitle)}
            </h3>
            <FeedbackReplyForm
              key={feedback.id}
              id={feedback.id}
              onSent={() => setDone(intl.formatMessage(opsFeedbackMessages.sent))}
            />
          </section>
          {feedback.status === 'new' ? (
            <div className="flex flex-col gap-2">
              <div>
                <Button variant="secondary" loading={marking} onClick={() => void mark()}>
                  {intl.formatMessage(opsFeedbackMessages.markHandled)}
                </Button>
              </div>
              <FormRefusal id={`mark-${feedback.id}`} message={refusal} />
            </div>
          ) : null}
        </div>
      )}
    </AsyncContent>
  );
}
