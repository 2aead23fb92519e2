import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import {
  SPENDING_LIMIT_RULE_ERROR,
  spendingLimitFormSchema,
  type SpendingLimitRuleError,
} from '../../../contract/rules/spending-limit-rules.ts';
import { spendingLimitsMessages as m } from './spending-limits-messages.ts';

export interface SpendingLimitFormProps {
  /** The cap now, to start from; null for none. */
  cap: number | null;
  /** Whose limit it is, as the field's label says. */
  label: string;
  /** Saves the cap; resolves to the server's refusal (shown under the field) or null once saved. */
  onSave: (amount: number) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * A monthly cap's amount (issue 26): the contract's money rule checks it as typed, the server's
 * refusal shows under the field, and Save waits for the server.
 */
export function SpendingLimitForm({ cap, label, onSave, onCancel }: SpendingLimitFormProps) {
  const intl = useIntl();
  const { register, handleSubmit, formState, setError, setFocus } = useZodForm(spendingLimitFormSchema, {
    defaultValues: { amount: cap === null ? '' : String(cap) },
  });
  // Opened by a tap on Set or Change: the amount is where the fan goes next.
  useEffect(() => setFocus('amount'), [setFocus]);
  const ruleText: Record<SpendingLimitRuleError, string> = {
    [SPENDING_LIMIT_RULE_ERROR.required]: intl.formatMessage(m.required),
    [SPENDING_LIMIT_RULE_ERROR.notNumber]: intl.formatMessage(m.notNumber),
    [SPENDING_LIMIT_RULE_ERROR.decimals]: intl.formatMessage(m.decimals),
  };
  const errorText = (error: FieldError | undefined) =>
    error ? (ruleText[error.message as SpendingLimitRuleError] ?? error.message) : undefined;
  const submit = handleSubmit(async ({ amount }) => {
    const refusal = await onSave(amount);
    if (refusal) setError('amount', { message: refusal });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <TextField
        required
        label={label}
        hint={intl.formatMessage(m.amountHint)}
        error={errorText(formState.errors.amount)}
        inputMode="decimal"
        autoComplete="off"
        {...register('amount')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
