import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { Button } from '../../../components/atoms/button/button.tsx';
import { useRuleMessage } from '../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../../components/molecules/password-field/password-field.tsx';
import { RULE_ERROR } from '../../../contract/rules/account-rules.ts';
import { secondFactorCodeSchema } from '../../../contract/two-factor.ts';
import { FormRefusal } from '../../../features/two-factor/form-refusal.tsx';
import { SecondFactorCodeField } from '../../../features/two-factor/second-factor-code-field.tsx';
import { twoFactorMessages } from '../../../features/two-factor/two-factor-messages.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { deleteAccountMessages as m } from './delete-account-messages.ts';

const deleteAccountFormSchema = z.object({
  password: z.string().check(z.minLength(1, RULE_ERROR.required)),
  second_factor_code: z.optional(secondFactorCodeSchema),
});

export type DeleteAccountValues = z.output<typeof deleteAccountFormSchema>;

export interface DeleteAccountFormProps {
  /** Deletes; resolves with the server's refusal (shown in the field), or nothing on success. */
  onDelete: (values: DeleteAccountValues) => Promise<string | void>;
  /** The member's two-factor authentication is on: a current code is asked too. @default false */
  askSecondFactor?: boolean;
}

/**
 * The current password (and a current code when two-factor authentication is on), then a danger confirm dialog whose confirm runs the deletion through
 * the modal flow (loading on its button). A refusal closes the dialog and shows in the field.
 */
export function DeleteAccountForm({ onDelete, askSecondFactor = false }: DeleteAccountFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const { register, handleSubmit, setError, formState } = useZodForm(deleteAccountFormSchema, {
    defaultValues: { password: '' },
  });
  const submit = handleSubmit((values) => {
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirmBody),
      confirmLabel: intl.formatMessage(m.confirm),
      action: async () => {
        const refusal = await onDelete(values);
        // With a code asked too, the refusal may be about either field: it shows under both.
        if (refusal && askSecondFactor) setError('root.server', { message: refusal });
        else if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <PasswordField
        required
        label={intl.formatMessage(m.password)}
        hint={intl.formatMessage(m.passwordHint)}
        autoComplete="current-password"
        error={ruleMessage(formState.errors.password)}
        {...register('password')}
      />
      {askSecondFactor ? (
        <SecondFactorCodeField
          required
          hint={intl.formatMessage(twoFactorMessages.stepUpHint)}
          error={ruleMessage(formState.errors.second_factor_code)}
          {...register('second_factor_code')}
        />
      ) : null}
      <FormRefusal message={formState.errors.root?.server?.message} />
      <Button type="submit" fullWidth className="!bg-red-600 hover:!bg-red-700">
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
