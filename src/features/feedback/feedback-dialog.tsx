import { useIntl } from 'react-intl';
import { ApiError } from '../../api/errors.ts';
import { useUserInfo } from '../../api/get-user-info.ts';
import { useSendFeedback } from '../../api/send-feedback.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { FeedbackForm } from '../../components/organisms/feedback-form/feedback-form.tsx';
import { openDialog } from '../../state/dialogs.ts';
import { feedbackMessages as m } from './feedback-messages.ts';
import { useFeedbackAttachments } from './use-feedback-attachments.ts';

export interface FeedbackDialogBodyProps {
  /** Closes the dialog (sent, or cancelled). */
  onDone: () => void;
}

/**
 * The feedback dialog's content with its data (spec §2, §5, §7, §8): the member's email filled in,
 * images uploaded as they are picked, then user/feedback with their references. Sent, the dialog
 * closes and the dialog.feedback.modal alert says thanks; a refusal stays under the email field.
 * Visitors send feedback too.
 */
export function FeedbackDialogBody({ onDone }: FeedbackDialogBodyProps) {
  const intl = useIntl();
  const email = useUserInfo().data?.email ?? '';
  const images = useFeedbackAttachments();
  const send = useSendFeedback();
  return (
    <FeedbackForm
      defaultEmail={email}
      attachments={images.attachments}
      onAttach={images.add}
      onRemoveAttachment={images.remove}
      attachmentError={images.error}
      onCancel={onDone}
      onSubmit={async (values) => {
        // A refused image says so under the images; nothing is sent without it.
        const attachment = await images.settled();
        if (attachment === null) return;
        try {
          await send.mutateAsync({ ...values, attachment });
        } catch (failure) {
          return failure instanceof ApiError ? failure.message : intl.formatMessage(commonMessages.error);
        }
        onDone();
        openDialog({
          kind: 'alert',
          title: intl.formatMessage(m.success),
          message: intl.formatMessage(m.successBody),
        });
      }}
    />
  );
}
