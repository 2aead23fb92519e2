import { Suspense, use, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { authDialog, closeAuthDialog } from '../../state/auth-dialog.ts';
import { Modal } from '../../components/organisms/modal/modal.tsx';

type AuthScreens = typeof import('./auth-screens.tsx');

let screensLoading: Promise<AuthScreens> | undefined;
let screensLoaded: AuthScreens | undefined;

/**
 * The screens' chunk (auth-screens.tsx), asked for once; the promise is kept, as `use` needs the
 * same one at every render until it settles. A failed load is forgotten: a later render asks again.
 */
function loadAuthScreens(): Promise<AuthScreens> {
  screensLoading ??= import('./auth-screens.tsx').then(
    (screens) => (screensLoaded = screens),
    (error: unknown) => {
      screensLoading = undefined;
      throw error;
    },
  );
  return screensLoading;
}

/** Ctrl+Shift+C closes the auth dialog (spec §2); the key's code holds on any keyboard layout. */
export function isCloseAuthShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key' | 'code'>,
): boolean {
  return (
    event.ctrlKey &&
    event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    (event.code === 'KeyC' || event.key.toLowerCase() === 'c')
  );
}

function openProviderPageInThisTab(url: string): void {
  window.location.assign(url);
}

export interface AuthDialogProps {
  /** Opens a provider's consent page; the browser leaves the app. @default location.assign */
  onOpenProviderPage?: (url: string) => void;
}

/**
 * The auth dialog of spec §4, mounted once in the root shell and shown while `authDialog.open`:
 * main (email and login options), account login, sign-up, email code, password and the sign-up
 * welcome. Each screen names the dialog with its heading and focuses its first field; Esc, the
 * close button and Ctrl+Shift+C close it, and closing starts the next opening at main.
 *
 * Unlike most components it calls the account API itself: it is the app's one sign-in surface,
 * opened from anywhere (gated actions, the visitor panel, the nav), so no screen owns its data.
 */
export function AuthDialog(props: AuthDialogProps) {
  // Catches the wait for the screens' chunk at the first opening (see AuthDialogFrame).
  return (
    <Suspense fallback={null}>
      <AuthDialogFrame {...props} />
    </Suspense>
  );
}

/**
 * The dialog's frame: opening and closing, focus and the close shortcut. The screens are a chunk
 * of their own (auth-screens.tsx), loaded at the first opening: until it is in, the dialog
 * suspends and shows nothing, as it did while its own chunk loaded, and then opens on its screen
 * with its heading, description and form together.
 */
function AuthDialogFrame({ onOpenProviderPage = openProviderPageInThisTab }: AuthDialogProps) {
  const intl = useIntl();
  const { open, screen, email, welcomeName, challenge, challengeFactor, challengePasskey } =
    useSnapshot(authDialog);

  // While the dialog fades out after closing, it keeps showing the screen it was closed on.
  const [closedOn, setClosedOn] = useState(screen);
  if (open && closedOn !== screen) setClosedOn(screen);
  const current = open ? screen : closedOn;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCloseAuthShortcut(event)) return;
      event.preventDefault();
      closeAuthDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Closed and never opened, the dialog has nothing to show and needs none of its screens.
  const screens = screensLoaded ?? (open ? use(loadAuthScreens()) : undefined);

  // Headless UI fades a dialog in when it opens after mounting closed; mounted open (the first
  // opening, once the screens are in) it showed the whole panel for a frame, then faded it in
  // from transparent. So the modal mounts closed and may open from the next frame on.
  const [modalMounted, setModalMounted] = useState(false);
  useEffect(() => {
    if (!screens || modalMounted) return undefined;
    const frame = requestAnimationFrame(() => setModalMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [screens, modalMounted]);

  if (!screens) return null;
  const { title, description, body } = screens.authScreenContent(intl, current, {
    email,
    welcomeName,
    onOpenProviderPage,
    challenge,
    challengeFactor,
    challengePasskey,
  });

  return (
    <Modal
      open={open && modalMounted}
      onClose={closeAuthDialog}
      title={title}
      description={description}
      size="sm"
    >
      {/* A new screen is a new form: its fields, errors and focus start fresh. */}
      <div key={current} data-screen={current} className="pb-1">
        {body}
      </div>
    </Modal>
  );
}
