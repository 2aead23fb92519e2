import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { popup, type PopupEntry } from '../../../state/popup.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, checkIcon } from '../../atoms/icon/icons.ts';

function Toast({ entry }: { entry: PopupEntry }) {
  const failure = entry.variant === 'failure';
  return (
    <p
      // A new key per message replays the entrance even when the text repeats.
      key={entry.id}
      data-variant={entry.variant}
      className={`flex max-w-[min(28rem,calc(100vw-2rem))] items-center gap-2.5 rounded-full py-2.5 ps-3 pe-5 text-sm font-medium text-white shadow-raised transition duration-200 ease-out starting:-translate-y-2 starting:opacity-0 ${failure ? 'bg-red-600' : 'bg-surface-inverse'}`}
    >
      <span
        className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${failure ? 'bg-white/20' : 'bg-emerald-500'}`}
      >
        <Icon icon={failure ? alertIcon : checkIcon} size={15} strokeWidth={2.25} />
      </span>
      <span className="min-w-0 break-words">{entry.message}</span>
    </p>
  );
}

/**
 * The popup message (toast) from src/state/popup.ts, top centre for 3 s. Success is announced
 * politely (role status), failure at once (role alert). It is portalled to <body> so an open
 * dialog does not make it inert, and it never takes pointer events (clicks reach the page).
 */
export function PopupMessage() {
  const { current } = useSnapshot(popup);
  const success = current?.variant === 'success' ? current : null;
  const failure = current?.variant === 'failure' ? current : null;
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center px-4">
      {/* Both live regions stay mounted: a region added together with its text is often not read. */}
      <div role="status" aria-live="polite">
        {success ? <Toast key={success.id} entry={success} /> : null}
      </div>
      <div role="alert">{failure ? <Toast key={failure.id} entry={failure} /> : null}</div>
    </div>,
    document.body,
  );
}
