import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { alertIcon } from '../../../components/atoms/icon/icons.ts';
import { useRuleMessage } from '../../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  PASSWORD_HINT_VALUES,
  accountMessages,
} from '../../../components/molecules/form/account-messages.ts';
import { PasswordField } from '../../../components/molecules/password-field/password-field.tsx';
import { changePasswordSchema } from '../../../contract/calls/user-change-password.ts';
import { setPasswordSchema } from '../../../contract/calls/user-set-password.ts';
import { SecondFactorCodeField } from '../../../features/two-factor/second-factor-code-field.tsx';
import { twoFactorMessages } from '../../../features/two-factor/two-factor-messages.ts';
import { passwordMessages as m } from './password-messages.ts';

export interface PasswordFormValues {
  old_password?: string;
  new_password: string;
  new_password_confirm: string;
  second_factor_code?: string | undefined;
}

export interface PasswordFormProps {
  /** 'change' asks for the current password; 'set' gives one to an account without. */
  mode: 'change' | 'set';
  /** Saves; resolves with the server's refusal (spec §8: shown under the form), or nothing. */
  onSave: (values: PasswordFormValues) => Promise<string | void>;
  /** The member's two-factor authentication is on: a current code is asked too. @default false */
  askSecondFactor?: boolean;
}

/**
 * The password form (spec §5): current, new with the strength meter, and confirmation that
 * must match, checked by the contract's schemas like the server does.
 */
export function PasswordForm({ mode, onSave, askSecondFactor = false }: PasswordFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  // One form for both: the set schema checks the same new-password fields and drops the
  // current-password field, which this mode does not render.
  const schema = (
    mode === 'change' ? changePasswordSchema : setPasswordSchema
  ) as typeof changePasswordSchema;
  const { register, handleSubmit, watch, setError, formState } = useZodForm(schema, {
    defaultValues: { old_password: '', new_password: '', new_password_confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (values) => {
    const refusal = await onSave(values);
    if (refusal) setError('root.server', { message: refusal });
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
      {askSecondFactor ? (
        <SecondFactorCodeField
          required
          hint={intl.formatMessage(twoFactorMessages.stepUpHint)}
          error={ruleMessage(errors.second_factor_code)}
          {...register('second_factor_code')}
        />
      ) : null}
      {errors.root?.server ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-control bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <Icon icon={alertIcon} size={18} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">{errors.root.server.message}</span>
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={isSubmitting}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  );
}
