import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { openDialog } from '../../state/dialogs.ts';
import { feedbackMessages as m } from './feedback-messages.ts';

// The form (react-hook-form, the schemas) loads the first time the dialog opens, not with the menu.
const FeedbackDialogBody = lazy(() =>
  import('./feedback-dialog.tsx').then((module) => ({ default: module.FeedbackDialogBody })),
);

/**
 * Opens the feedback dialog in the dialog stack (spec §2): from the settings menu of mine home,
 * for visitors and members alike.
 */
export function useOpenFeedback(): () => void {
  const intl = useIntl();
  return () =>
    openDialog({
      kind: 'custom',
      size: 'md',
      title: intl.formatMessage(m.title),
      message: intl.formatMessage(m.intro),
      render: (close) => (
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner announce className="text-brand-600" />
            </div>
          }
        >
          <FeedbackDialogBody onDone={close} />
        </Suspense>
      ),
    });
}
