import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import {
  WITHDRAWAL_RULE_ERROR,
  withdrawalFormSchema,
  type WithdrawalRuleError,
} from '../../../contract/rules/withdrawal-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { withdrawalRequestMessages as m } from './withdrawal-request-messages.ts';

export interface WithdrawalFormProps {
  /** The balance now: an amount above it is refused here, as the server would. */
  balance: number;
  /** A valid amount was submitted: the screen confirms, then asks for it. */
  onSubmit: (amount: number) => void;
}

/**
 * The amount of a withdrawal (spec §5): checked by the contract's schema when submitted, then
 * again while it is corrected, with the rule it breaks under the field.
 */
export function WithdrawalForm({ balance, onSubmit }: WithdrawalFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => withdrawalFormSchema(balance), [balance]);
  const { register, handleSubmit, formState } = useZodForm(schema, {
    defaultValues: { amount: '' },
    // Checked when submitted, then as it is corrected; the focus stays on Continue.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const money = (amount: number) => ({ amount: formatPrice(intl, amount) });
  const ruleText: Record<WithdrawalRuleError, string> = {
    [WITHDRAWAL_RULE_ERROR.required]: intl.formatMessage(m.required),
    [WITHDRAWAL_RULE_ERROR.notNumber]: intl.formatMessage(m.notNumber),
    [WITHDRAWAL_RULE_ERROR.decimals]: intl.formatMessage(m.decimals),
    [WITHDRAWAL_RULE_ERROR.minimum]: intl.formatMessage(m.minimum, money(WITHDRAWAL_MIN)),
    [WITHDRAWAL_RULE_ERROR.balance]: intl.formatMessage(m.balance, money(balance)),
  };
  const errorText = (error: FieldError | undefined) =>
    error ? (ruleText[error.message as WithdrawalRuleError] ?? error.message) : undefined;
  const submit = handleSubmit(({ amount }) => onSubmit(amount));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        required
        label={intl.formatMessage(m.amount)}
        hint={intl.formatMessage(m.hint, money(WITHDRAWAL_MIN))}
        error={errorText(formState.errors.amount)}
        inputMode="decimal"
        autoComplete="off"
        {...register('amount')}
      />
      <Button type="submit" fullWidth>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
