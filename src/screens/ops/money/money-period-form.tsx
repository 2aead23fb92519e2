import { useIntl } from 'react-intl';
import type { MoneyPeriod } from '../../../api/ops-money.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import { useZodForm } from '../../../components/molecules/form/use-zod-form.ts';
import { moneyPeriodSchema } from '../../../contract/calls/ops-money.ts';
import { opsMoneyMessages } from './ops-money-messages.ts';

/** The period picker: a first and a last day (UTC), applied on submit. */
export function MoneyPeriodForm({
  period,
  onApply,
}: {
  period: MoneyPeriod;
  onApply: (period: MoneyPeriod) => void;
}) {
  const intl = useIntl();
  const { register, handleSubmit, formState } = useZodForm(moneyPeriodSchema, { defaultValues: period });
  const { errors } = formState;
  return (
    <form
      noValidate
      aria-label={intl.formatMessage(opsMoneyMessages.period)}
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <TextField
        type="date"
        label={intl.formatMessage(opsMoneyMessages.from)}
        error={errors.from ? intl.formatMessage(opsMoneyMessages.dayInvalid) : undefined}
        {...register('from')}
      />
      <TextField
        type="date"
        label={intl.formatMessage(opsMoneyMessages.to)}
        error={
          errors.to
            ? intl.formatMessage(
                errors.to.message === 'to' ? opsMoneyMessages.periodInvalid : opsMoneyMessages.dayInvalid,
              )
            : undefined
        }
        {...register('to')}
      />
      <Button type="submit">{intl.formatMessage(opsMoneyMessages.show)}</Button>
    </form>
  );
}
