import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoginByPassword } from '../../api/login-by-password.ts';
import { accountLoginSchema } from '../../contract/rules/account-rules.ts';
import { showAuthScreen } from '../../state/auth-dialog.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../components/molecules/password-field/password-field.tsx';
import { useServerErrorMessage, useSingleSubmit } from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { FormError, refusedBy } from './form-error.tsx';
import { ScreenBack, ScreenLink } from './screen-link.tsx';
import { useFinishLogin } from './use-finish-login.ts';

/** Account login (spec §4): account name or email and password; the server's refusal under the form. */
export function AccountLoginScreen() {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const { mutateAsync: loginByPassword } = useLoginByPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();
  const { register, handleSubmit, setFocus, formState } = useZodForm(accountLoginSchema, {
    defaultValues: { account: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => setFocus('account'), [setFocus]);

  const submit = useSingleSubmit(
    handleSubmit(
      async (values) => {
        setFormError(null);
        try {
          finishLogin(await loginByPassword(values));
        } catch (error) {
          setFormError(serverError(error));
        }
      },
      () => setFormError(null),
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      <ScreenBack label={intl.formatMessage(authMessages.back)} onClick={() => showAuthScreen('main')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          required
          data-autofocus
          label={intl.formatMessage(authMessages.accountOrEmail)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={ruleMessage(errors.account)}
          {...register('account')}
          {...refusedBy(formErrorId, formError)}
        />
        <PasswordField
          required
          error={ruleMessage(errors.password)}
          {...register('password')}
          {...refusedBy(formErrorId, formError)}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(authMessages.logIn)}
        </Button>
        <FormError id={formErrorId} message={formError} />
      </form>
      <ScreenLink onClick={() => showAuthScreen('signUp')}>
        {intl.formatMessage(authMessages.noAccount)}
      </ScreenLink>
    </div>
  );
}
