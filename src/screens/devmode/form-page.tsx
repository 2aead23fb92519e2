import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { Button } from '../../components/atoms/button/button.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import {
  ACCOUNT_HINT_VALUES,
  PASSWORD_HINT_VALUES,
  accountMessages,
} from '../../components/molecules/form/account-messages.ts';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../components/molecules/password-field/password-field.tsx';
import { Select } from '../../components/molecules/select/select.tsx';
import { TextArea } from '../../components/molecules/text-area/text-area.tsx';
import { modalMessages } from '../../components/organisms/modal/modal-messages.ts';
import { accountNameSchema, newPasswordSchema } from '../../contract/rules/account-rules.ts';
import { formNumber } from '../../contract/rules/form-numbers.ts';
import {
  PLAN_CONTENT_MAX_LENGTH,
  PLAN_UNLOCK_ALL_DAYS,
  PLAN_RULE_ERROR,
  PLAN_UNLOCK_DAY_OPTIONS,
  planContentSchema,
  planUnlockDaysSchema,
  type PlanRuleError,
} from '../../contract/rules/plan-rules.ts';
import { planManagerMessages } from '../../features/plan-manager/plan-manager-messages.ts';
import { usePlanRuleMessage } from '../../features/plan-manager/use-plan-rule-message.ts';

/**
 * Four fields of the app's forms, each with the contract's rule its form uses: the sign-up's
 * account name and password, the plan form's description and past-posts choice.
 */
const sampleFormSchema = z.object({
  account: accountNameSchema,
  password: newPasswordSchema,
  content: planContentSchema,
  /** As the select holds it: '' until a choice, then the days as text, sent as the number. */
  unlockDays: formNumber(planUnlockDaysSchema, PLAN_RULE_ERROR.unlockDays),
});

/** form: a text field, a password with its strength, a text area with its counter, a select. */
export function FormPage() {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const planRuleMessage = usePlanRuleMessage();
  const [sent, setSent] = useState<z.output<typeof sampleFormSchema> | null>(null);
  const { control, register, handleSubmit, watch, formState } = useZodForm(sampleFormSchema, {
    defaultValues: { account: '', password: '', content: '', unlockDays: '' },
  });
  const { errors } = formState;
  const unlockDays = useController({ control, name: 'unlockDays' });
  const planError = (message: string | undefined) => planRuleMessage(message as PlanRuleError | undefined);
  const chosenDays = unlockDays.field.value === '' ? null : Number(unlockDays.field.value);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(setSent)(event)}
      className="flex max-w-md flex-col gap-5 rounded-card bg-surface p-4 ring-1 ring-line/60"
    >
      <TextField
        required
        label={intl.formatMessage(accountMessages.account)}
        hint={intl.formatMessage(accountMessages.accountHint, ACCOUNT_HINT_VALUES)}
        autoComplete="off"
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
      <TextArea
        required
        rows={3}
        maxLength={PLAN_CONTENT_MAX_LENGTH}
        label={intl.formatMessage(planManagerMessages.content)}
        error={planError(errors.content?.message)}
        {...register('content')}
      />
      <Select
        label={intl.formatMessage(planManagerMessages.unlockDays)}
        name="unlockDays"
        value={chosenDays}
        onChange={(days) => unlockDays.field.onChange(String(days))}
        error={planError(errors.unlockDays?.message)}
        options={PLAN_UNLOCK_DAY_OPTIONS.map((days) => ({
          value: days,
          label:
            days === PLAN_UNLOCK_ALL_DAYS
              ? intl.formatMessage(planManagerMessages.unlockAll)
              : intl.formatMessage(planManagerMessages.unlockLast, { count: days }),
        }))}
      />
      <Button type="submit">{intl.formatMessage(modalMessages.confirm)}</Button>
      {sent ? (
        <pre
          data-testid="form-output"
          className="rounded-control bg-surface-sunken p-2 text-xs break-all whitespace-pre-wrap text-ink"
          dir="ltr"
        >
          {JSON.stringify({ ...sent, password: '•'.repeat(sent.password.length) }, null, 2)}
        </pre>
      ) : null}
    </form>
  );
}
