import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DialogSize } from '../../../state/dialogs.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { closeIcon } from '../../atoms/icon/icons.ts';
import { modalMessages } from './modal-messages.ts';
import { useReturnFocus } from './return-focus.ts';
import { useScrollable } from './use-scrollable.ts';

export type ModalSize = DialogSize;

/**
 * A framed panel is never taller than the window less its margin (p-4, desktop p-6): its body
 * scrolls inside it, so the title and the close button stay on screen whatever the content.
 */
const FRAMED_HEIGHT = 'max-h-[calc(100dvh-2rem)] desktop:max-h-[calc(100dvh-3rem)]';

/**
 * Panel widths: xs 320, sm 400, md 520, lg 720, xl 960 px; `video` is the academy's player (spec
 * §4): 256 px wide below 958 px and 960 px from there, its body edge to edge so a 16:9 video in it
 * is 256x144 or 960x540 (narrower only when the window is too small for it).
 */
const SIZES: Record<ModalSize, string> = {
  xs: `max-w-[20rem] rounded-card ${FRAMED_HEIGHT}`,
  sm: `max-w-[25rem] rounded-card ${FRAMED_HEIGHT}`,
  md: `max-w-[32.5rem] rounded-card ${FRAMED_HEIGHT}`,
  // Below 958 px the large sizes become a full-screen sheet: there is no room to frame them.
  lg: 'min-h-dvh desktop:min-h-0 desktop:max-h-[calc(100dvh-3rem)] desktop:max-w-[45rem] desktop:rounded-card',
  xl: 'min-h-dvh desktop:min-h-0 desktop:max-h-[calc(100dvh-3rem)] desktop:max-w-[60rem] desktop:rounded-card',
  // Below the title row (about 4 rem) the video's height is its width's 9/16: the width is capped
  // so the whole panel fits the window's height too.
  video: `max-w-[16rem] desktop:max-w-[min(60rem,calc((100dvh-8rem)*16/9))] overflow-hidden rounded-card ${FRAMED_HEIGHT}`,
};

/** The widest the panel may be at each size, in px (for tests and layout maths). */
export const MODAL_MAX_WIDTH: Record<ModalSize, number> = {
  xs: 320,
  sm: 400,
  md: 520,
  lg: 720,
  xl: 960,
  video: 960,
};

const isSheet = (size: ModalSize) => size === 'lg' || size === 'xl';
/** Sizes whose body reaches the panel's edges (a video), with no padding and no room below. */
const isFlush = (size: ModalSize) => size === 'video';

export interface ModalProps {
  open: boolean;
  /** Esc, the backdrop and the close button call this. */
  onClose: () => void;
  /** Names the dialog for assistive tech (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  /** @default 'md' */
  size?: ModalSize;
  /** Buttons at the bottom, end-aligned. */
  footer?: ReactNode;
  /** @default false */
  hideCloseButton?: boolean;
  /** 'alertdialog' for messages that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
}

/**
 * A modal dialog on Headless UI: focus trapped inside and given back on close to what opened it,
 * else to the heading of what shows then (return-focus.ts), labelled by its title, with a close
 * button and a backdrop; Esc closes it only when it is the topmost.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = 'md',
  footer,
  hideCloseButton = false,
  role = 'dialog',
  children,
}: ModalProps) {
  const intl = useIntl();
  const sheet = isSheet(size);
  const flush = isFlush(size);
  const [bodyRef, scrollable] = useScrollable<HTMLDivElement>();
  const panel = useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-surface-inverse/55 backdrop-blur-[2px] transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div
          className={`flex min-h-full items-center justify-center ${sheet ? 'desktop:p-6' : 'p-4 desktop:p-6'}`}
        >
          <DialogPanel
            ref={panel}
            transition
            data-size={size}
            className={`flex w-full flex-col bg-surface text-ink shadow-raised transition duration-200 ease-out data-closed:translate-y-3 data-closed:opacity-0 ${SIZES[size]}`}
          >
            <div className="flex shrink-0 items-start gap-3 ps-6 pe-3 pt-5">
              <DialogTitle className="min-w-0 flex-1 pt-1.5 pb-1 text-lg leading-snug font-semibold break-words">
                {title}
              </DialogTitle>
              {hideCloseButton ? null : (
                <button
                  type="button"
                  onClick={onClose}
                  aria-label={intl.formatMessage(modalMessages.close)}
                  title={intl.formatMessage(modalMessages.close)}
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon icon={closeIcon} size={22} />
                </button>
              )}
            </div>
            {description ? (
              <Description className="shrink-0 px-6 pt-1 text-[0.9375rem] leading-relaxed text-ink-muted">
                {description}
              </Description>
            ) : null}
            {children ? (
              // The body is what scrolls when the panel reaches the window's height. Its 4 px of
              // padding (given back by the margin) keep the last control's focus ring unclipped.
              <div
                ref={bodyRef}
                data-modal-body=""
                tabIndex={scrollable ? 0 : undefined}
                className={`min-h-0 overflow-y-auto overscroll-contain ${flush ? 'mt-3' : '-mb-1 px-6 pt-4 pb-1'} ${sheet ? 'flex-1' : ''}`}
              >
                {children}
              </div>
            ) : null}
            {footer ? (
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-3 px-6 pt-6 pb-6">
                {footer}
              </div>
            ) : flush ? null : (
              <div className="shrink-0 pb-6" />
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
