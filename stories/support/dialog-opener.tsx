import { useState, type ComponentType } from 'react';
import { within } from 'storybook/test';
import { Button } from '../../src/components/atoms/button/button.tsx';

/** The props every closable dialog organism shares. */
interface ClosableDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A screen-like harness for a dialog story: a trigger button that opens the dialog, as a
 * screen would, so focus returns to it on close. The dialog's own onClose arg still fires.
 */
export function withOpener<P extends ClosableDialogProps>(Dialog: ComponentType<P>, triggerLabel: string) {
  return function DialogOpener(props: P) {
    const [open, setOpen] = useState(false);
    return (
      <div className="p-6">
        <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
        <Dialog
          {...props}
          open={open}
          onClose={() => {
            props.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  };
}

/** Dialogs are portalled to the body, outside the story's canvas. */
export const body = () => within(document.body);
