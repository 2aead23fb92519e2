import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { closeIcon } from '../../atoms/icon/icons.ts';
import { modalMessages } from '../modal/modal-messages.ts';
import { useReturnFocus } from '../modal/return-focus.ts';

export interface PostOverlayProps {
  open: boolean;
  /** Esc, the backdrop and the close button call this (the screen goes back in history). */
  onClose: () => void;
  /**
   * Names the dialog for assistive tech: the post's title, or who posted it (the post's own
   * heading is inside the content, which may still be loading).
   */
  title: string;
  children: ReactNode;
}

/**
 * The post detail as an overlay over the page it was opened from (spec §2, desktop from 958 px):
 * a large panel over a dimmed page, focus kept inside and given back to the link that opened it,
 * the close button first in the reading order.
 */
export function PostOverlay({ open, onClose, title, children }: PostOverlayProps) {
  const intl = useIntl();
  // Closed by Back, the overlay unmounts at once while the page behind is still inert: Headless UI's
  // own restoring fails there, and focus would fall to <body>.
  const panel = useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-surface-inverse/70 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-6">
        <DialogPanel
          ref={panel}
          transition
          className="relative h-[calc(100dvh-3rem)] w-full max-w-[75rem] overflow-hidden rounded-card bg-surface text-ink shadow-raised transition duration-200 ease-out data-closed:scale-[0.98] data-closed:opacity-0"
        >
          <DialogTitle as="p" className="sr-only">
            {title}
          </DialogTitle>
          <IconButton
            icon={closeIcon}
            label={intl.formatMessage(modalMessages.close)}
            onClick={onClose}
            className="absolute end-2 top-2 z-10 text-ink-muted"
          />
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
