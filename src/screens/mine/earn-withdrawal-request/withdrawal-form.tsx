import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { WITHDRAWAL_MIN } from '../../../contract/rules/money-rules.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { readWithdrawalAmount, type WithdrawalAmountProblem } from './withdrawal-amount.ts';
import { withdrawalRequestMessages as m } from './withdrawal-request-messages.ts';

export interface WithdrawalFormProps {
  /** The balance now: an amount above it is refused here, as the server would. */
  balance: number;
  /** A valid amount was submitted: the screen confirms, then asks for it. */
  onSubmit: (amount: number) => void;
}

/**
 * The amount of a withdrawal (spec §5): checked when submitted, then again while it is
 * corrected, with the rule it breaks under the field.
 */
export function WithdrawalForm({ balance, onSubmit }: WithdrawalFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<WithdrawalAmountProblem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const money = (amount: number) => ({ amount: formatPrice(intl, amount) });
  const errorText: Record<WithdrawalAmountProblem, string> = {
    required: intl.formatMessage(m.required),
    notNumber: intl.formatMessage(m.notNumber),
    decimals: intl.formatMessage(m.decimals),
    minimum: intl.formatMessage(m.minimum, money(WITHDRAWAL_MIN)),
    balance: intl.formatMessage(m.balance, money(balance)),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const read = readWithdrawalAmount(text, balance);
    setProblem(read.problem);
    if (read.amount !== null) onSubmit(read.amount);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        required
        label={intl.formatMessage(m.amount)}
        hint={intl.formatMessage(m.hint, money(WITHDRAWAL_MIN))}
        error={problem ? errorText[problem] : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Once submitted, the message follows the corrections instead of waiting for the next try.
          if (submitted) setProblem(readWithdrawalAmount(event.target.value, balance).problem);
        }}
      />
      <Button type="submit" fullWidth>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
}
