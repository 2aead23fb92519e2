import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { useSignInOperator } from '../../../api/ops-sign-in.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { EmailField } from '../../../components/atoms/email-field/email-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../../components/molecules/password-field/password-field.tsx';
import { operatorSignInSchema, type operatorSecondFactorSchema } from '../../../contract/operators.ts';
import { FormRefusal, useRefusalText } from './form-refusal.tsx';
import { signInMessages } from './sign-in-messages.ts';

export type SecondFactor = z.infer<typeof operatorSecondFactorSchema>;

/** The first step: the operator's email and password; answers what the second step is. */
export function PasswordStep({ onPassed }: { onPassed: (email: string, next: SecondFactor) => void }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const { mutateAsync: signIn } = useSignInOperator();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { register, handleSubmit, setFocus, formState } = useZodForm(operatorSignInSchema, {
    defaultValues: { email: '', password: '' } satisfies z.input<typeof operatorSignInSchema>,
  });
  const { errors, isSubmitting } = formState;
  const refused = refusal ? { 'aria-invalid': true as const, 'aria-describedby': refusalId } : {};

  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(async (input) => {
    setRefusal(null);
    try {
      onPassed(input.email, await signIn(input));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailField
        required
        autoComplete="username"
        error={errors.email ? intl.formatMessage(signInMessages.emailRequired) : undefined}
        {...register('email')}
        {...refused}
      />
      <PasswordField
        required
        autoComplete="current-password"
        error={errors.password ? intl.formatMessage(signInMessages.passwordRequired) : undefined}
        {...register('password')}
        {...refused}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {intl.formatMessage(signInMessages.continue)}
      </Button>
      <FormRefusal id={refusalId} message={refusal} />
    </form>
  );
}
