import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useLoginBySecondFactor } from '../../api/login-by-second-factor.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { authenticatorMessages as a } from '../../components/messages/authenticator-messages.ts';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { secondFactorCodeSchema } from '../../contract/two-factor.ts';
import { showAuthScreen } from '../../state/auth-dialog.ts';
import { SecondFactorCodeField } from '../two-factor/second-factor-code-field.tsx';
import { twoFactorMessages as m } from '../two-factor/two-factor-messages.ts';
import { useServerErrorMessage, useSingleSubmit } from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { FormError, refusedBy } from './form-error.tsx';
import { ScreenBack, ScreenLink } from './screen-link.tsx';
import { useFinishLogin } from './use-finish-login.ts';
import { PasskeyLoginButton } from './passkey-login-button.tsx';
import { passkeyLoginMessages as p } from '../passkeys/passkey-login-messages.ts';

const codeSchema = z.object({ code: secondFactorCodeSchema });

/**
 * The second step of a login whose account has two-factor authentication (issue 26): a code of
 * the authenticator app, or one of the recovery codes, completes the challenge the first step
 * answered. An ended challenge (5 minutes) says so; Back starts the login again.
 */
export function SecondFactorScreen({
  challenge,
  factor = 'totp',
  passkey = false,
}: {
  challenge: string;
  /** `passkey` when the member's only second factor is passkeys: no code field. @default 'totp' */
  factor?: 'totp' | 'passkey';
  /** Whether a passkey may complete the challenge. @default false */
  passkey?: boolean;
}) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const { mutateAsync: loginBySecondFactor } = useLoginBySecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();
  const { register, handleSubmit, setFocus, reset, formState } = useZodForm(codeSchema, {
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (factor === 'totp') setFocus('code');
  }, [setFocus, recovery, factor]);

  const submit = useSingleSubmit(
    handleSubmit(
      async ({ code }) => {
        setFormError(null);
        try {
          finishLogin(await loginBySecondFactor({ challenge, code }));
        } catch (error) {
          setFormError(serverError(error));
        }
      },
      () => setFormError(null),
    ),
  );

  const switchKind = () => {
    setRecovery((now) => !now);
    setFormError(null);
    reset();
  };

  const passkeyButton = passkey ? (
    <PasskeyLoginButton
      challenge={challenge}
      label={intl.formatMessage(p.usePasskey)}
      variant={factor === 'passkey' ? 'primary' : 'secondary'}
      onError={setFormError}
    />
  ) : null;
  if (factor === 'passkey')
    return (
      <div className="flex flex-col gap-4">
        <ScreenBack label={intl.formatMessage(authMessages.back)} onClick={() => showAuthScreen('main')} />
        {passkeyButton}
        <FormError id={formErrorId} message={formError} />
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <ScreenBack label={intl.formatMessage(authMessages.back)} onClick={() => showAuthScreen('main')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SecondFactorCodeField
          key={recovery ? 'recovery' : 'app'}
          required
          data-autofocus
          label={recovery ? intl.formatMessage(a.recoveryLabel) : undefined}
          hint={intl.formatMessage(recovery ? m.loginRecoveryIntro : m.enrolCodeHint)}
          inputMode={recovery ? 'text' : 'numeric'}
          error={ruleMessage(errors.code)}
          {...register('code')}
          {...refusedBy(formErrorId, formError)}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(authMessages.logIn)}
        </Button>
        <FormError id={formErrorId} message={formError} />
      </form>
      {passkeyButton}
      <ScreenLink onClick={switchKind}>
        {intl.formatMessage(recovery ? a.useAuthenticator : a.useRecovery)}
      </ScreenLink>
    </div>
  );
}
