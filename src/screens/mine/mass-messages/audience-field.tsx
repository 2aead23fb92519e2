import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useMassAudienceCount } from '../../../api/count-mass-message-audience.ts';
import { useMyPlans } from '../../../api/list-my-plans.ts';
import {
  controlBoxClasses,
  CONTROL_INPUT_CLASSES,
  FormField,
} from '../../../components/atoms/form-field/form-field.tsx';
import { TextField } from '../../../components/atoms/text-field/text-field.tsx';
import type { MassAudienceRequest } from '../../../contract/calls/mass-messages.ts';
import { moneyFromFormText } from '../../../contract/rules/form-numbers.ts';
import {
  MASS_MESSAGE_AUDIENCES,
  MASS_MESSAGE_SPENT_MAX,
  MASS_MESSAGE_SPENT_MIN,
  type MassMessageAudience,
} from '../../../contract/rules/mass-message-rules.ts';
import { massMessagesMessages as m } from './mass-messages-messages.ts';

/** The audience as the count call takes it, or null while its plan or amount is missing or broken. */
export function audienceRequestOf(
  audience: MassMessageAudience,
  planId: number,
  minAmount: string,
): Required<MassAudienceRequest> | null {
  if (audience === 'plan') return planId > 0 ? { audience, plan_id: planId, min_amount: 0 } : null;
  if (audience === 'spent') {
    const amount = moneyFromFormText(minAmount);
    if (typeof amount !== 'number' || amount < MASS_MESSAGE_SPENT_MIN || amount > MASS_MESSAGE_SPENT_MAX)
      return null;
    return { audience, plan_id: 0, min_amount: amount };
  }
  return { audience, plan_id: 0, min_amount: 0 };
}

const NONE: Required<MassAudienceRequest> = { audience: 'subscribers', plan_id: 0, min_amount: 0 };

/** The count of an audience (or nothing while it cannot be asked), as a radio's second line shows it. */
function useCountOf(request: Required<MassAudienceRequest> | null) {
  const query = useMassAudienceCount(request ?? NONE, request !== null);
  return request === null ? undefined : query;
}

export interface AudienceFieldProps {
  audience: MassMessageAudience;
  planId: number;
  minAmount: string;
  /** The radios' registration (react-hook-form). */
  audienceInput: UseFormRegisterReturn<'audience'>;
  planInput: UseFormRegisterReturn<'plan_id'>;
  minAmountInput: UseFormRegisterReturn<'min_amount'>;
  planError?: string | undefined;
  minAmountError?: string | undefined;
}

/**
 * Whom the mass message goes to (issue 25): all subscribers, one plan's, the expired, or fans who
 * spent at least an amount, each with how many fans it reaches now (user/countMassMessageAudience,
 * the server's own audience), and below the choice the live reach of the chosen one.
 */
export function AudienceField(props: AudienceFieldProps) {
  const intl = useIntl();
  const plans = useMyPlans();
  const { audience, planId, minAmount } = props;
  const counts: Record<MassMessageAudience, ReturnType<typeof useCountOf>> = {
    subscribers: useCountOf(audienceRequestOf('subscribers', 0, '')),
    plan: useCountOf(audienceRequestOf('plan', planId, '')),
    expired: useCountOf(audienceRequestOf('expired', 0, '')),
    spent: useCountOf(audienceRequestOf('spent', 0, minAmount)),
  };
  const chosen = counts[audience];
  const countText = (count: ReturnType<typeof useCountOf>) =>
    count?.isSuccess ? intl.formatMessage(m.fans, { count: count.data.count }) : '';
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{intl.formatMessage(m.audience)}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {MASS_MESSAGE_AUDIENCES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-ink ring-1 ring-line-strong ring-inset has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                value={choice}
                className="h-4 w-4 shrink-0 accent-brand-600"
                {...props.audienceInput}
              />
              <span className="flex min-w-0 flex-1 flex-col">
                {intl.formatMessage(m[choice])}
                {countText(counts[choice]) ? (
                  <span className="text-xs font-normal text-ink-muted tabular-nums">
                    {countText(counts[choice])}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {audience === 'plan' ? (
        <FormField label={intl.formatMessage(m.choosePlan)} required error={props.planError}>
          {(control) => (
            <div className={controlBoxClasses(control.invalid)}>
              <select
                id={control.id}
                aria-describedby={control.describedBy}
                aria-invalid={control.invalid || undefined}
                className={CONTROL_INPUT_CLASSES}
                {...props.planInput}
              >
                <option value={0}>{intl.formatMessage(m.choosePlanOption)}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </FormField>
      ) : null}
      {audience === 'spent' ? (
        <TextField
          required
          inputMode="decimal"
          autoComplete="off"
          label={intl.formatMessage(m.minAmount)}
          error={props.minAmountError}
          {...props.minAmountInput}
        />
      ) : null}
      <p aria-live="polite" className="text-sm font-medium text-ink">
        {chosen === undefined
          ? null
          : chosen.isPending
            ? intl.formatMessage(m.counting)
            : chosen.isError
              ? intl.formatMessage(m.countFailed)
              : intl.formatMessage(m.reach, { count: chosen.data.count })}
      </p>
    </div>
  );
}
