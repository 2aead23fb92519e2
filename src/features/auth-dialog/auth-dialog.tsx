import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { subscribe, useSnapshot } from 'valtio';
import { EMAIL_CODE_LENGTH } from '../../contract/rules/account-rules.ts';
import { authDialog, closeAuthDialog, type AuthScreen } from '../../state/auth-dialog.ts';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { AccountLoginScreen } from './account-login-screen.tsx';
import { authMessages } from './auth-messages.ts';
import { MainScreen } from './main-screen.tsx';
import { PasswordLoginScreen } from './password-login-screen.tsx';
import { SignUpScreen } from './sign-up-screen.tsx';
import { SignUpSuccessScreen } from './sign-up-success-screen.tsx';
import { VerifyCodeScreen } from './verify-code-screen.tsx';

const TITLES: Record<AuthScreen, MessageDescriptor> = {
  main: authMessages.mainTitle,
  accountLogin: authMessages.accountLoginTitle,
  signUp: authMessages.signUpTitle,
  verifyCode: authMessages.verifyTitle,
  passwordLogin: authMessages.passwordLoginTitle,
  signUpSuccess: authMessages.successTitle,
};

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

/** A little over the modal's 200 ms fade-out. */
const FADE_OUT_MS = 250;

function openProviderPageInThisTab(url: string): void {
  window.location.assign(url);
}

/** The element with focus, if any (not <body>). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
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
export function AuthDialog({ onOpenProviderPage = openProviderPageInThisTab }: AuthDialogProps) {
  const intl = useIntl();
  const { open, screen, email, welcomeName } = useSnapshot(authDialog);

  // While the dialog fades out after closing, it keeps showing the screen it was closed on.
  const [closedOn, setClosedOn] = useState(screen);
  if (open && closedOn !== screen) setClosedOn(screen);
  const current = open ? screen : closedOn;

  // Headless UI gives focus back to an element from its own focus history, taken a render
  // after the opening; a trigger re-rendered or hidden meanwhile loses it and focus falls to
  // <body>. The element focused at the very moment the state opens (synchronous subscription)
  // is the trigger, so it is the fallback once the dialog has faded out.
  // Loaded on demand (src/app/lazy/shell-parts.ts), the dialog may mount already open: the
  // element focused then is still the trigger, as nothing has taken focus yet.
  const trigger = useRef<HTMLElement | null>(authDialog.open ? focusedElement() : null);
  useEffect(
    () =>
      subscribe(
        authDialog,
        () => {
          if (!authDialog.open || trigger.current) return;
          trigger.current = focusedElement();
        },
        true,
      ),
    [],
  );
  useEffect(() => {
    if (open) return undefined;
    const opener = trigger.current;
    trigger.current = null;
    if (!opener) return undefined;
    // After the 200 ms fade-out, when Headless UI has done its own restoring.
    const timer = setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener.isConnected) opener.focus();
    }, FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [open]);

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

  let description: ReactNode;
  let body: ReactNode;
  switch (current) {
    case 'main':
      description = intl.formatMessage(authMessages.mainIntro);
      body = <MainScreen onOpenProviderPage={onOpenProviderPage} />;
      break;
    case 'accountLogin':
      description = intl.formatMessage(authMessages.accountLoginIntro);
      body = <AccountLoginScreen />;
      break;
    case 'signUp':
      description = intl.formatMessage(authMessages.signUpIntro);
      body = <SignUpScreen email={email} />;
      break;
    case 'verifyCode':
      description = intl.formatMessage(authMessages.verifyIntro, { email, length: EMAIL_CODE_LENGTH });
      body = <VerifyCodeScreen email={email} />;
      break;
    case 'passwordLogin':
      description = intl.formatMessage(authMessages.passwordLoginIntro, { email });
      body = <PasswordLoginScreen email={email} />;
      break;
    case 'signUpSuccess':
      description = intl.formatMessage(authMessages.successIntro, { username: welcomeName });
      body = <SignUpSuccessScreen />;
      break;
  }

  return (
    <Modal
      open={open}
      onClose={closeAuthDialog}
      title={intl.formatMessage(TITLES[current])}
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
