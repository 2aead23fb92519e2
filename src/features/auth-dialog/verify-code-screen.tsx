import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { z } from 'zod/mini';
import { useLoginByEmail } from '../../api/login-by-email.ts';
import { sendEmailCode } from '../../api/send-email-code.ts';
import { EMAIL_CODE_RESEND_SECONDS, emailCodeLoginSchema } from '../../contract/rules/account-rules.ts';
import { authDialog, recordCodeSent, showAuthScreen } from '../../state/auth-dialog.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { CodeInput, type CodeInputProps } from '../../components/molecules/code-input/code-input.tsx';
import { secondsLeft } from '../../components/molecules/code-input/code-input.logic.ts';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { useServerErrorMessage, useSingleSubmit } from './auth-form-helpers.ts';
import { authMessages } from './auth-messages.ts';
import { FormError } from './form-error.tsx';
import { ScreenBack, ScreenLink } from './screen-link.tsx';
import { useFinishLogin } from './use-finish-login.ts';

const codeOnlySchema = z.pick(emailCodeLoginSchema, { code: true });

/**
 * The code input whose resend countdown starts with what is left of the server's wait at
 * `resendAt` (ms since epoch), or the full 60 s when nothing is known of it.
 */
function CodeInputSince({ resendAt, ...rest }: Omit<CodeInputProps, 'resendSeconds'> & { resendAt: number }) {
  const [resendSeconds] = useState(() => {
    const left = secondsLeft(resendAt, Date.now());
    return left > 0 ? left : EMAIL_CODE_RESEND_SECONDS;
  });
  return <CodeInput resendSeconds={resendSeconds} {...rest} />;
}

/**
 * The email code screen (spec §4, §5): 6 characters, sent when all are typed or on Enter; Resend
 * waits out the server's `resend_after` (60 s) and starts the wait again with its new answer.
 */
export function VerifyCodeScreen({ email }: { email: string }) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const serverError = useServerErrorMessage();
  const finishLogin = useFinishLogin();
  const { mutateAsync: loginByEmail } = useLoginByEmail();
  const { codeSent } = useSnapshot(authDialog);
  const [formError, setFormError] = useState<string | null>(null);
  // Whether the refusal shown is the code's (not a failed resend): the boxes are then marked.
  const [codeRefused, setCodeRefused] = useState(false);
  const formErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { handleSubmit, setValue, formState } = useZodForm(codeOnlySchema, { defaultValues: { code: '' } });
  const { errors, isSubmitting, isSubmitted } = formState;

  const sentAt = codeSent?.email === email ? codeSent.resendAt : 0;

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [sentAt]);

  const submit = useSingleSubmit(
    handleSubmit(async ({ code }) => {
      setFormError(null);
      try {
        finishLogin(await loginByEmail({ email, code }));
      } catch (error) {
        setFormError(serverError(error));
        setCodeRefused(true);
      }
    }),
  );

  // Resend calls the plain function: its story plays the 60 s wait on the fake clock, under
  // which a TanStack mutation never settles (tried: the story times out), while the query and
  // mutation hooks everywhere else in the dialog run on the real clock.
  const resend = async () => {
    setFormError(null);
    setCodeRefused(false);
    setValue('code', '');
    try {
      const { resend_after } = await sendEmailCode({ email });
      recordCodeSent(email, resend_after);
    } catch (error) {
      setFormError(serverError(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ScreenBack label={intl.formatMessage(authMessages.back)} onClick={() => showAuthScreen('main')} />
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {/* Each code sent remounts the input: the countdown starts from the server's wait, the boxes empty. */}
        <CodeInputSince
          key={sentAt}
          resendAt={sentAt}
          error={ruleMessage(errors.code)}
          refusedBy={formError && codeRefused ? formErrorId : undefined}
          onChange={(code) => setValue('code', code, { shouldValidate: isSubmitted })}
          onComplete={() => formRef.current?.requestSubmit()}
          onResend={() => void resend()}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(authMessages.logIn)}
        </Button>
        <FormError id={formErrorId} message={formError} />
      </form>
      <ScreenLink onClick={() => showAuthScreen('passwordLogin')}>
        {intl.formatMessage(authMessages.usePassword)}
      </ScreenLink>
    </div>
  );
}
