import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { useRuleMessage } from '../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../../components/molecules/password-field/password-field.tsx';
import { deleteAccountCall } from '../../../contract/calls/user-delete-account.ts';
import { StepUpConfirm, submitWithPasskey, type StepUp } from '../../../features/two-factor/step-up.tsx';
import { openDialog } from '../../../state/dialogs.ts';
import { deleteAccountMessages as m } from './delete-account-messages.ts';

const deleteAccountFormSchema = deleteAccountCall.request;

export type DeleteAccountValues = z.output<typeof deleteAccountFormSchema>;

export interface DeleteAccountFormProps {
  /** Deletes; resolves with the server's refusal (shown in the field), or nothing on success. */
  onDelete: (values: DeleteAccountValues) => Promise<string | void>;
  /** The member's second factor (useStepUp): a code, a passkey, either, or none is asked too. */
  stepUp: StepUp;
}

/**
 * The current password (and the second factor when the member has one: a current code, or a
 * passkey), then a danger confirm dialog whose confirm runs the deletion through the modal flow
 * (loading on its button; with a passkey, the browser's prompt comes then). A refusal closes the
 * dialog and shows in the field.
 */
export function DeleteAccountForm({ onDelete, stepUp }: DeleteAccountFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useZodForm(deleteAccountFormSchema, { defaultValues: { password: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const { factors } = stepUp;
  const confirmThen = (run: () => Promise<string | void | undefined>) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.confirmTitle),
      message: intl.formatMessage(m.confirmBody),
      confirmLabel: intl.formatMessage(m.confirm),
      action: async () => {
        const refusal = await run();
        // With a second factor asked too, the refusal may be about either: it shows under both.
        if (refusal && (factors.code || factors.passkey)) setError('root.server', { message: refusal });
        else if (refusal) setError('password', { message: refusal }, { shouldFocus: true });
      },
    });
  const submit = handleSubmit((values) => confirmThen(() => onDelete(values)));
  const deleteWithPasskey = () =>
    submitWithPasskey(form, (values) =>
      confirmThen(async () => {
        const proof = await stepUp.passkeyProof();
        return proof ? onDelete({ ...values, ...proof }) : undefined;
      }),
    );

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
      <StepUpConfirm
        stepUp={stepUp}
        codeField={{
          error: ruleMessage(formState.errors.second_factor_code),
          ...register('second_factor_code'),
        }}
        refusal={formState.errors.root?.server?.message}
        submitLabel={intl.formatMessage(m.submit)}
        danger
        onPasskey={deleteWithPasskey}
      />
    </form>
  );
}
