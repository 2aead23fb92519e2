import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { passkeyLoginMessages as m } from '../passkeys/passkey-login-messages.ts';
import { useServerErrorMessage } from './auth-form-helpers.ts';
import { useFinishLogin } from './use-finish-login.ts';

export interface PasskeyLoginButtonProps {
  /**
   * The challenge of a login that asks for the second factor: the passkey completes it. Without,
   * the login is password-free (a discoverable passkey, verified by the device).
   */
  challenge?: string;
  /** @default "Log in with a passkey" */
  label?: string;
  variant?: 'primary' | 'secondary';
  /** Where a refusal (or a cancelled prompt) is shown; null clears it. */
  onError: (message: string | null) => void;
}

/**
 * A login with a passkey (issue 26): its steps (passkey-login-flow.ts, and the browser library)
 * load on the press; then the session, or the second step's completion.
 */
export function PasskeyLoginButton({
  challenge,
  label,
  variant = 'secondary',
  onError,
}: PasskeyLoginButtonProps) {
  const intl = useIntl();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const logIn = async () => {
    onError(null);
    setBusy(true);
    try {
      const { runPasskeyLogin } = await import('./passkey-login-flow.ts');
      const outcome = await runPasskeyLogin(challenge);
      if (outcome === 'cancelled') onError(intl.formatMessage(m.cancelled));
      else finishLogin(outcome);
    } catch (error) {
      onError(serverError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant={variant} fullWidth loading={busy} onClick={() => void logIn()}>
      {label ?? intl.formatMessage(m.logIn)}
    </Button>
  );
}
