import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useLoginByPassword } from '../../api/login-by-password.ts';
import { accountLoginSchema } from '../../contract/rules/account-rules.ts';
import { showAuthScreen } from '../../state/auth-dialog.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../components/molecules/password-field/password-field.tsx';
import { useServerErrorMessage, useSingleSubmit } from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { FormError, refusedBy } from './form-error.tsx';
import { ScreenBack } from './screen-link.tsx';
import { useFinishLogin } from './use-finish-login.ts';

const passwordOnlySchema = z.pick(accountLoginSchema, { password: true });

/**
 * Password login for the email typed on the main screen (spec §4, reached from the code screen):
 * the email is the account, only the password is asked.
 */
export function PasswordLoginScreen({ email }: { email: string }) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const { mutateAsync: loginByPassword } = useLoginByPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();
  const { register, handleSubmit, setFocus, formState } = useZodForm(passwordOnlySchema, {
    defaultValues: { password: '' } satisfies z.input<typeof passwordOnlySchema>,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => setFocus('password'), [setFocus]);

  const submit = useSingleSubmit(
    handleSubmit(
      async ({ password }) => {
        setFormError(null);
        try {
          finishLogin(await loginByPassword({ account: email, password }));
        } catch (error) {
          setFormError(serverError(error));
        }
      },
      () => setFormError(null),
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      <ScreenBack
        label={intl.formatMessage(authMessages.back)}
        onClick={() => showAuthScreen('verifyCode')}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          required
          data-autofocus
          error={ruleMessage(errors.password)}
          {...register('password')}
          {...refusedBy(formErrorId, formError)}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(authMessages.logIn)}
        </Button>
        <FormError id={formErrorId} message={formError} />
      </form>
    </div>
  );
}
