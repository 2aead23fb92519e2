import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDeclare } from '../../api/get-declare.ts';
import { isEmailUsedQueryOptions, useIsEmailUsed } from '../../api/is-email-used.ts';
import { useRegisterByPassword } from '../../api/register-by-password.ts';
import { emailSchema, signUpSchema } from '../../contract/rules/account-rules.ts';
import { showAuthScreen } from '../../state/auth-dialog.ts';
import { freshTrackingCode } from '../../state/tracking-code.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { EmailField } from '../../components/atoms/email-field/email-field.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import {
  ACCOUNT_HINT_VALUES,
  PASSWORD_HINT_VALUES,
  accountMessages,
} from '../../components/molecules/form/account-messages.ts';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../components/molecules/password-field/password-field.tsx';
import {
  EMAIL_CHECK_DEBOUNCE_MS,
  useDebouncedValue,
  useServerErrorMessage,
  useSingleSubmit,
} from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { ScreenBack, ScreenLink } from './screen-link.tsx';
import { TermsLine } from './terms-line.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/**
 * Sign-up (spec §4, §5): email, account name (4–20 letters and digits) and password with the
 * strength meter. The email is checked 800 ms after the last keystroke; one in use blocks the
 * submit. The server's refusal is shown on the account field (spec §8). A tracking link's code
 * kept from the creator page (state/tracking-code.ts) goes with the sign-up.
 */
export function SignUpScreen({ email: typedEmail }: { email: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const { mutateAsync: registerByPassword } = useRegisterByPassword();
  const declare = useDeclare();
  const { register, handleSubmit, watch, setError, setFocus, formState } = useZodForm(signUpSchema, {
    defaultValues: { email: typedEmail, account: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  // The email carried from the main screen is filled in: start at the account name then.
  useEffect(() => setFocus(typedEmail ? 'account' : 'email'), [setFocus, typedEmail]);

  const email = watch('email').trim();
  const settledEmail = useDebouncedValue(email, EMAIL_CHECK_DEBOUNCE_MS);
  const checkable = settledEmail === email && emailSchema.safeParse(email).success;
  const { data: used } = useIsEmailUsed(settledEmail, { enabled: checkable });
  const emailTaken = checkable && used === true;
  const emailUsedMessage = intl.formatMessage(authMessages.emailUsed);

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      try {
        // Submitting before the debounce has settled still never creates a second account.
        if (await queryClient.fetchQuery(isEmailUsedQueryOptions(values.email))) {
          setError('email', { type: 'used', message: emailUsedMessage }, { shouldFocus: true });
          return;
        }
        // The tracking link the visitor came through within 30 days is credited with the account.
        const trackingCode = freshTrackingCode();
        finishLogin(
          await registerByPassword({ ...values, ...(trackingCode ? { tracking_code: trackingCode } : {}) }),
          { signedUp: true },
        );
      } catch (error) {
        setError('account', { type: 'server', message: serverError(error) }, { shouldFocus: true });
      }
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <ScreenBack label={intl.formatMessage(authMessages.back)} onClick={() => showAuthScreen('main')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField
          required
          data-autofocus={typedEmail ? undefined : true}
          error={ruleMessage(errors.email) ?? (emailTaken ? emailUsedMessage : undefined)}
          {...register('email')}
        />
        <TextField
          required
          data-autofocus={typedEmail ? true : undefined}
          label={intl.formatMessage(accountMessages.account)}
          hint={intl.formatMessage(accountMessages.accountHint, ACCOUNT_HINT_VALUES)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={ruleMessage(errors.account)}
          {...register('account')}
        />
        <PasswordField
          required
          showStrength
          strengthOf={watch('password')}
          hint={intl.formatMessage(accountMessages.passwordHint, PASSWORD_HINT_VALUES)}
          error={ruleMessage(errors.password)}
          {...register('password')}
        />
        {declare.data ? (
          <p className="text-xs leading-relaxed text-ink-muted">{declare.data.content}</p>
        ) : null}
        <Button type="submit" fullWidth loading={isSubmitting} disabled={emailTaken}>
          {intl.formatMessage(accountMessages.signUp)}
        </Button>
      </form>
      <ScreenLink onClick={() => showAuthScreen('accountLogin')}>
        {intl.formatMessage(authMessages.haveAccount)}
      </ScreenLink>
      <TermsLine />
    </div>
  );
}
