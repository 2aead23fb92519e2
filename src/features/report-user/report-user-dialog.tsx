import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useReportReasons } from '../../api/list-report-reasons.ts';
import { useReportUser } from '../../api/report-user.ts';
import { ReportDialog } from '../../components/organisms/report-dialog/report-dialog.tsx';
import { showPopup } from '../../state/popup.ts';

const messages = defineMessages({
  success: { id: 'title.reportSuccess', defaultMessage: 'Thanks, your report was sent' },
});

/** Who is reported: a creator from their page, or a post's author from the post. */
export interface ReportTarget {
  uuid: string;
  name: string;
  /** The post reported, when reported from one. */
  articleId?: number;
}

export interface ReportUserDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * The report dialog with its data (spec §2, §5, §8): the reasons in the app's language
 * (user/reportreason), then user/report with the chosen reason's index and the description.
 * Sent, it closes and says title.reportSuccess; a refusal stays in the dialog with the server's
 * message. Opened by the creator page and the post detail for a signed-in user (reporting is gated).
 */
export function ReportUserDialog({ target, open, onClose }: ReportUserDialogProps) {
  const intl = useIntl();
  const reasons = useReportReasons();
  const report = useReportUser();
  const [error, setError] = useState<string>();
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      name={target.name}
      reasons={reasons.data}
      reasonsFailed={reasons.isError}
      onReloadReasons={() => void reasons.refetch()}
      sending={report.isPending}
      error={error}
      onSubmit={({ type, reason }) => {
        setError(undefined);
        report.mutate(
          { uuid: target.uuid, type, reason, ...(target.articleId ? { article_id: target.articleId } : {}) },
          {
            onSuccess: () => {
              onClose();
              showPopup(intl.formatMessage(messages.success));
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    />
  );
}
