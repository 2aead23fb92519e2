/**
 * Spec §4: leaving publish with changes asks for the cancel-publish confirmation, worded
 * differently while files are still uploading and once they are all uploaded. In-app navigation
 * waits for the answer (state/leave-guard.ts); a reload or a closed tab gets the browser's own
 * question (beforeunload), whose wording browsers do not let a page choose.
 */
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { UPLOAD_STATUS } from '../../contract/enums.ts';
import { openDialog } from '../../state/dialogs.ts';
import { holdNavigation } from '../../state/leave-guard.ts';
import { publishMessages as m } from './publish-messages.ts';
import { isBusy, type PostUpload } from './use-post-uploads.ts';

export type UploadPhase = 'none' | 'uploading' | 'uploaded';

/** Where the post's files stand for the question: some still uploading, all uploaded, or neither. */
export function uploadPhaseOf(items: readonly PostUpload[]): UploadPhase {
  if (items.some(isBusy)) return 'uploading';
  if (items.some((item) => item.status === UPLOAD_STATUS.done)) return 'uploaded';
  return 'none';
}

export function useLeaveConfirm({
  changed,
  phase,
  onLeave,
}: {
  changed: boolean;
  phase: UploadPhase;
  /** Runs once the user agreed to leave (stops the uploads). */
  onLeave: () => void;
}) {
  const intl = useIntl();

  /** Asks, then calls `proceed` if the user discards. */
  const ask = useCallback(
    (proceed: () => void) => {
      openDialog({
        kind: 'confirm',
        tone: 'danger',
        title: intl.formatMessage(m.leaveTitle),
        message: intl.formatMessage(
          phase === 'uploading' ? m.leaveUploading : phase === 'uploaded' ? m.leaveUploaded : m.leaveBody,
        ),
        confirmLabel: intl.formatMessage(m.leaveConfirm),
        cancelLabel: intl.formatMessage(m.leaveStay),
        next: () => {
          onLeave();
          proceed();
        },
      });
    },
    [intl, phase, onLeave],
  );

  useEffect(() => {
    if (!changed) return;
    const lift = holdNavigation(ask);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      lift();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [changed, ask]);

  /** Lifts the guard, e.g. before going to the post list after publishing. */
  const release = useCallback(() => holdNavigation(null), []);
  return { ask, release };
}
