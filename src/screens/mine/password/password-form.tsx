import { useIntl } from 'react-intl';
import { useRuleMessage } from '../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  PASSWORD_HINT_VALUES,
  accountMessages,
} from '../../../components/molecules/form/account-messages.ts';
import { PasswordField } from '../../../components/molecules/password-field/password-field.tsx';
import { changePasswordSchema } from '../../../contract/calls/user-change-password.ts';
import { setPasswordSchema } from '../../../contract/calls/user-set-password.ts';
import type { StepUpProof } from '../../../contract/two-factor.ts';
import { StepUpConfirm, submitWithPasskey, type StepUp } from '../../../features/two-factor/step-up.tsx';
import { passwordMessages as m } from './password-messages.ts';

export interface PasswordFormValues extends StepUpProof {
  old_password?: string;
  new_password: string;
  new_password_confirm: string;
}

export interface PasswordFormProps {
  /** 'change' asks for the current password; 'set' gives one to an account without. */
  mode: 'change' | 'set';
  /** Saves; resolves with the server's refusal (spec §8: shown under the form), or nothing. */
  onSave: (values: PasswordFormValues) => Promise<string | void>;
  /** The member's second factor (useStepUp): a code, a passkey, either, or none is asked too. */
  stepUp: StepUp;
}

/**
 * The password form (spec §5): current, new with the strength meter, and confirmation that
 * must match, checked by the contract's schemas like the server does.
 */
export function PasswordForm({ mode, onSave, stepUp }: PasswordFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  // One form for both: the set schema checks the same new-password fields and drops the
  // current-password field, which this mode does not render.
  const schema = (
    mode === 'change' ? changePasswordSchema : setPasswordSchema
  ) as typeof changePasswordSchema;
  const form = useZodForm(schema, {
    defaultValues: { old_password: '', new_password: '', new_password_confirm: '' },
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const save = async (values: PasswordFormValues) => {
    const refusal = await onSave(values);
    if (refusal) setError('root.server', { message: refusal });
  };
  const submit = handleSubmit(save);
  const saveWithPasskey = () =>
    submitWithPasskey(form, async (values) => {
      const proof = await stepUp.passkeyProof();
      if (proof) await save({ ...values, ...proof });
    });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {mode === 'change' ? (
        <PasswordField
          required
          autoFocus
          label={intl.formatMessage(m.current)}
          autoComplete="current-password"
          error={ruleMessage(errors.old_password)}
          {...register('old_password')}
        />
      ) : null}
      <PasswordField
        required
        autoFocus={mode === 'set'}
        showStrength
        strengthOf={watch('new_password')}
        label={intl.formatMessage(m.next)}
        hint={intl.formatMessage(accountMessages.passwordHint, PASSWORD_HINT_VALUES)}
        autoComplete="new-password"
        error={ruleMessage(errors.new_password)}
        {...register('new_password')}
      />
      <PasswordField
        required
        label={intl.formatMessage(m.confirm)}
        autoComplete="new-password"
        error={ruleMessage(errors.new_password_confirm)}
        {...register('new_password_confirm')}
      />
      <StepUpConfirm
        stepUp={stepUp}
        codeField={{ error: ruleMessage(errors.second_factor_code), ...register('second_factor_code') }}
        refusal={errors.root?.server?.message}
        submitLabel={intl.formatMessage(m.save)}
        submitting={isSubmitting}
        onPasskey={saveWithPasskey}
      />
    </form>
  );
}
