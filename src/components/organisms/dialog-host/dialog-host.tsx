import { useSnapshot } from 'valtio';
import { closeDialog, dialogs, type DialogEntry } from '../../../state/dialogs.ts';
import { AlertDialog } from '../alert-dialog/alert-dialog.tsx';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import { Modal } from '../modal/modal.tsx';
import { ProgressDialog } from '../progress-dialog/progress-dialog.tsx';

function StackedDialog({ entry }: { entry: DialogEntry }) {
  const close = () => closeDialog(entry.id);
  switch (entry.kind) {
    case 'alert':
      return (
        <AlertDialog
          open
          onClose={close}
          title={entry.title}
          message={entry.message}
          confirmLabel={entry.confirmLabel}
        />
      );
    case 'confirm':
      return (
        <ConfirmDialog
          open
          onClose={close}
          title={entry.title}
          message={entry.message}
          confirmLabel={entry.confirmLabel}
          cancelLabel={entry.cancelLabel}
          tone={entry.tone}
          action={entry.action}
          next={entry.next}
        />
      );
    case 'progress':
      return (
        <ProgressDialog
          open
          onClose={close}
          onCancel={entry.onCancel}
          title={entry.title}
          message={entry.message}
          progress={entry.progress}
          status={entry.status}
        />
      );
    case 'custom':
      return (
        <Modal
          open
          onClose={entry.required ? () => undefined : close}
          hideCloseButton={entry.required}
          title={entry.title}
          description={entry.message}
          size={entry.size}
        >
          {entry.render(close)}
        </Modal>
      );
  }
}

/**
 * Renders the dialog stack of src/state/dialogs.ts, bottom first. Headless UI lets only the
 * topmost dialog answer Esc and backdrop clicks, so Esc closes the top one and no other.
 */
export function DialogHost() {
  const { stack } = useSnapshot(dialogs);
  return (
    <>
      {stack.map((entry) => (
        <StackedDialog key={entry.id} entry={entry as DialogEntry} />
      ))}
    </>
  );
}
