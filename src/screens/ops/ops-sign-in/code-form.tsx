import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useConfirmOperatorSignIn } from '../../../api/ops-confirm-sign-in.ts';
import type { SignedInOperator } from '../../../api/ops-me.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { operatorCodeSchema } from '../../../contract/operators.ts';
import { FormRefusal, useRefusalText } from './form-refusal.tsx';
import { signInMessages } from './sign-in-messages.ts';

export interface CodeFormProps {
  /** The server completed the session; `recoveryCodes` is filled at enrolment only. */
  onConfirmed: (operator: SignedInOperator, recoveryCodes: string[]) => void;
  /** Offers "Use a recovery code" (not at enrolment, where none exists yet). @default false */
  allowRecovery?: boolean;
  /** @default 'Log in' */
  submitLabel?: string;
  /** Below the form: the way back to the password step. */
  footer?: ReactNode;
  /** Puts the focus in the field at once (off where the page above must be read first). @default true */
  autoFocus?: boolean;
}

/**
 * The second factor: the authenticator's 6-digit code or, switched, a recovery code
 * (`xxxxx-xxxxx`). One contract schema accepts both; the hint under the field follows the switch.
 */
export function CodeForm({
  onConfirmed,
  allowRecovery = false,
  submitLabel,
  footer,
  autoFocus = true,
}: CodeFormProps) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync: confirm } = useConfirmOperatorSignIn();
  const [recovery, setRecovery] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, setFocus, reset, formState } = useZodForm(operatorCodeSchema, {
    defaultValues: { code: '' } satisfies z.input<typeof operatorCodeSchema>,
  });
  const { errors, isSubmitting } = formState;

  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (autoFocus || switched) setFocus('code');
  }, [setFocus, autoFocus, switched, recovery]);

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      const { operator, recoveryCodes } = await confirm(input);
      onConfirmed(operator, recoveryCodes);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  const switchMode = () => {
    reset({ code: '' });
    setRefusal(null);
    setRecovery((was) => !was);
    setSwitched(true);
  };

  const invalid = recovery ? signInMessages.recoveryInvalid : signInMessages.codeInvalid;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {recovery ? (
        <p className="text-sm text-ink-muted">{intl.formatMessage(signInMessages.recoveryIntro)}</p>
      ) : null}
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={intl.formatMessage(recovery ? signInMessages.recoveryLabel : signInMessages.codeLabel)}
        required
        dir="ltr"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        placeholder={recovery ? 'abcde-12345' : '123456'}
        error={errors.code ? intl.formatMessage(invalid) : undefined}
        {...register('code')}
        {...(refusal ? { 'aria-invalid': true, 'aria-describedby': refusalId } : {})}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {submitLabel ?? intl.formatMessage(signInMessages.signIn)}
      </Button>
      <FormRefusal id={refusalId} message={refusal} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {allowRecovery ? (
          <Button type="button" variant="ghost" size="sm" onClick={switchMode}>
            {intl.formatMessage(recovery ? signInMessages.useAuthenticator : signInMessages.useRecovery)}
          </Button>
        ) : null}
        {footer}
      </div>
    </form>
  );
}
