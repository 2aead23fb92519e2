import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../atoms/icon/icon.tsx';
import { moreIcon } from '../../atoms/icon/icons.ts';

export interface ChatRoomOptionsProps {
  /** Names the button and the panel. */
  label: string;
  /** The settings, mounted only while the panel is open. */
  children: ReactNode;
}

/**
 * The room header's settings button and the small non-modal panel it opens below the header's end
 * (a disclosure: `aria-expanded`, the panel a labelled dialog). Focus goes into the panel as it
 * opens; Escape closes it and gives focus back to the button; a press outside closes it. Written
 * without Headless UI's anchored Popover, which brought Floating UI into the chat's chunk.
 */
export function ChatRoomOptions({ label, children }: ChatRoomOptionsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Icon icon={moreIcon} size={20} />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
          className="absolute end-2 top-full z-50 mt-1 w-80 max-w-[calc(100vw-1rem)] rounded-control bg-surface p-4 shadow-raised ring-1 ring-line focus:outline-none"
        >
          {children}
        </div>
      ) : null}
    </>
  );
}
